import { T as AUTH } from "./texts";

/** The words of the sign-in's second step: apart from texts.ts, as only that screen, loaded on demand, needs them. */
export const T = {
  ...AUTH,

  secondStep: {
    title: "Verifica in due passaggi",
    intro: "Apri l'app di autenticazione sul telefono e scrivi il codice di 6 cifre che mostra ora.",
    recoveryIntro: "Scrivi uno dei codici di recupero salvati quando hai attivato la verifica: ognuno vale una volta sola.",
    code: "Codice di verifica",
    codeHint: "6 cifre; l'app lo cambia ogni 30 secondi.",
    recoveryCode: "Codice di recupero",
    recoveryCodeHint: "10 lettere e cifre, ad esempio abcde-fgh23.",
    codeRequired: "Inserisci il codice",
    useRecovery: "Non hai il telefono? Usa un codice di recupero",
    useApp: "Usa il codice dell'app",
    submit: "Verifica e accedi",
    submitting: "Verifica in corso…",
    invalidCode: "Codice non valido",
    expired: "L'accesso è scaduto: inserisci di nuovo username e password.",
    restart: "Torna a username e password",
  },
} as const;
