import { T as AUTH } from "./texts";

/**
 * The words of the second factor's set-up and the owner's policy: apart from texts.ts, as only
 * the screens loaded on demand need them (second-step-texts.ts: the sign-in's second step).
 */
export const T = {
  ...AUTH,

  twoStep: {
    title: "Verifica in due passaggi",
    intro:
      "Oltre alla password, all'accesso il pannello chiede un codice di 6 cifre generato da un'app sul tuo telefono (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis…): chi scopre la password da sola non entra.",
    on: "Attiva",
    off: "Non attiva",
    start: "Configura l'app di autenticazione",
    startError: "Errore durante la configurazione",
    scan: "Inquadra questo codice QR con l'app di autenticazione.",
    qrAlt: "Codice QR da inquadrare con l'app di autenticazione",
    qrLoading: "Preparazione del codice QR…",
    key: "Se non puoi inquadrarlo, inserisci a mano questa chiave",
    code: "Codice di verifica",
    confirmStep: "Poi scrivi qui il codice di 6 cifre che l'app mostra.",
    confirm: "Attiva la verifica",
    confirmError: "Errore durante l'attivazione",
    cancel: "Annulla",
    enabled: "Verifica in due passaggi attiva",
    enabledDescription: "Da ora all'accesso servirà anche il codice dell'app.",
    codesTitle: "I tuoi codici di recupero",
    codesIntro:
      "Se perdi il telefono, ognuno di questi codici ti fa entrare una volta al posto del codice dell'app. Copiali, stampali o scrivili su carta e tienili in un posto sicuro: non li vedrai più.",
    copy: "Copia i codici",
    copied: "Codici copiati",
    copyError: "Copia non riuscita: selezionali e copiali a mano",
    download: "Scarica i codici",
    codesFile: "codici-di-recupero.txt",
    done: "Ho salvato i codici",
    disable: "Disattiva la verifica",
    disableHint:
      "Per disattivarla conferma la tua password. L'accesso tornerà a chiedere solo la password e i codici di recupero non varranno più.",
    password: "Password",
    disabled: "Verifica in due passaggi disattivata",
    disableError: "Errore durante la disattivazione",
  },

  policy: {
    label: "Verifica in due passaggi obbligatoria per tutti gli account",
    hint: "Chi non l'ha ancora attivata, all'accesso potrà solo configurarla: il resto del pannello resta chiuso finché non lo fa.",
    needsOwn: "Attiva prima la verifica sul tuo account.",
    on: "Attiva",
    off: "Non attiva",
    saved: "Impostazione salvata",
    error: "Errore durante il salvataggio",
  },

  setup: {
    title: "Attiva la verifica in due passaggi",
    required: "Il titolare ha reso obbligatoria la verifica in due passaggi: attivala per continuare a usare il pannello.",
  },
} as const;
