import { defineMessages } from "../define";

export default defineMessages({
  it: {
    errors: {
      username: "Username richiesto",
      password: "Password richiesta",
      invalidCredentials: "Credenziali non valide",
      newPassword: "La nuova password deve avere almeno 12 caratteri",
      wrongPassword: "La password attuale non è corretta",
      freshCheck: "Per continuare conferma la tua password",
    },
  },
  en: {
    errors: {
      username: "Username required",
      password: "Password required",
      invalidCredentials: "Invalid credentials",
      newPassword: "The new password must be at least 12 characters long",
      wrongPassword: "The current password is not correct",
      freshCheck: "To continue, confirm your password",
    },
  },
  de: {
    errors: {
      username: "Benutzername erforderlich",
      password: "Passwort erforderlich",
      invalidCredentials: "Ungültige Anmeldedaten",
      newPassword: "Das neue Passwort muss mindestens 12 Zeichen lang sein",
      wrongPassword: "Das aktuelle Passwort ist nicht korrekt",
      freshCheck: "Bitte bestätigen Sie zum Fortfahren Ihr Passwort",
    },
  },
  es: {
    errors: {
      username: "Nombre de usuario obligatorio",
      password: "Contraseña obligatoria",
      invalidCredentials: "Credenciales no válidas",
      newPassword: "La nueva contraseña debe tener al menos 12 caracteres",
      wrongPassword: "La contraseña actual no es correcta",
      freshCheck: "Para continuar, confirma tu contraseña",
    },
  },
});
