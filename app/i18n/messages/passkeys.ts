import { defineMessages } from "../define";

/** The API's words about passkeys (WebAuthn): registering one, and what a refused one means. */
export default defineMessages({
  it: {
    errors: {
      challenge: "La richiesta della passkey è scaduta o è già stata usata: riprova",
      invalid: "La passkey non è stata riconosciuta",
      duplicate: "Questa passkey è già registrata",
      response: "Risposta della passkey mancante o non valida",
      name: "Il nome della passkey può avere al massimo 100 caratteri",
      none: "Questo account non ha passkey registrate",
    },
  },
  en: {
    errors: {
      challenge: "The passkey request has expired or was already used: please try again",
      invalid: "The passkey was not recognised",
      duplicate: "This passkey is already registered",
      response: "The passkey's response is missing or invalid",
      name: "The passkey's name can be at most 100 characters long",
      none: "This account has no passkeys registered",
    },
  },
  de: {
    errors: {
      challenge: "Die Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet: bitte erneut versuchen",
      invalid: "Der Passkey wurde nicht erkannt",
      duplicate: "Dieser Passkey ist bereits registriert",
      response: "Die Antwort des Passkeys fehlt oder ist ungültig",
      name: "Der Name des Passkeys darf höchstens 100 Zeichen lang sein",
      none: "Für dieses Konto sind keine Passkeys registriert",
    },
  },
  es: {
    errors: {
      challenge: "La solicitud de la llave de acceso ha caducado o ya se ha usado: inténtalo de nuevo",
      invalid: "La llave de acceso no ha sido reconocida",
      duplicate: "Esta llave de acceso ya está registrada",
      response: "La respuesta de la llave de acceso falta o no es válida",
      name: "El nombre de la llave de acceso puede tener como máximo 100 caracteres",
      none: "Esta cuenta no tiene llaves de acceso registradas",
    },
  },
});
