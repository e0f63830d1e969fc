import { defineMessages } from "../define";

export default defineMessages({
  it: {
    errors: {
      username: "Username richiesto",
      password: "Password richiesta",
      invalidCredentials: "Credenziali non valide",
    },
  },
  en: {
    errors: {
      username: "Username required",
      password: "Password required",
      invalidCredentials: "Invalid credentials",
    },
  },
  de: {
    errors: {
      username: "Benutzername erforderlich",
      password: "Passwort erforderlich",
      invalidCredentials: "Ungültige Anmeldedaten",
    },
  },
  es: {
    errors: {
      username: "Nombre de usuario obligatorio",
      password: "Contraseña obligatoria",
      invalidCredentials: "Credenciales no válidas",
    },
  },
});
