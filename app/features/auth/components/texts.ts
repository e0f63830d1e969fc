import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  login: {
    title: "Pannello amministratore",
    intro: "Accedi per gestire prezzi, foto, richieste e recensioni.",
    username: "Username",
    password: "Password",
    showPassword: "Mostra password",
    hidePassword: "Nascondi password",
    submit: "Accedi",
    submitting: "Accesso in corso…",
    usernameRequired: "Username richiesto",
    passwordRequired: "Password richiesta",
    errorTitle: "Errore di login",
    invalidCredentials: "Credenziali non valide",
    tooManyAttempts: "Troppi tentativi di accesso. Attendi qualche minuto e riprova.",
    successTitle: "Login effettuato",
    successDescription: "Benvenuto nel pannello amministratore",
    draftsKept: "Le modifiche non salvate sono state recuperate.",
    initTitle: "Primo avvio",
    initHint:
      "Crea le camere, i prezzi e le impostazioni di base che mancano. Non modifica nulla di ciò che esiste già e non cambia la password.",
    initButton: "Inizializza Dati",
    initRunning: "Inizializzazione…",
    initDone: "Inizializzazione completata",
    initNothing: "Tutti i dati di base erano già presenti: nulla è stato modificato.",
    initCreated: (parts: string[]) => `Creati: ${parts.join(", ")}.`,
    initError: "Inizializzazione non riuscita",
    secondStepTitle: "Verifica in due passaggi",
    loading: "Caricamento…",
  },

  notice: {
    text: "Proteggi il tuo accesso: con la verifica in due passaggi una password rubata non basta per entrare nel pannello.",
    action: "Attiva la verifica",
    dismiss: "Nascondi l'avviso",
  },

  accountTab: {
    intro: "Come entri nel pannello: la tua password, la verifica in due passaggi e le passkey. Valgono solo per il tuo account.",
  },

  account: {
    title: "Sicurezza dell'account",
    intro:
      "Cambia la password quando vuoi: gli altri dispositivi collegati vengono disconnessi. Dopo 30 minuti senza attività, o 12 ore in tutto, il pannello chiede di nuovo la password.",
    current: "Password attuale",
    next: "Nuova password",
    nextHint: "Almeno 12 caratteri. Una frase di tre o quattro parole è facile da ricordare e difficile da indovinare.",
    change: "Cambia password",
    changed: "Password cambiata",
    changedDescription: "Gli altri dispositivi sono stati disconnessi.",
    changeError: "Errore durante il cambio della password",
    everywhere: "Esci da tutti i dispositivi",
    everywhereHint: "Chiude il pannello su ogni telefono e computer, compreso questo. Servirà di nuovo la password.",
    confirmTitle: "Uscire da tutti i dispositivi?",
    confirmText: "Il pannello si chiuderà ovunque, anche qui. Per rientrare servirà la password.",
    confirm: "Esci ovunque",
    loggedOut: "Sei uscita da tutti i dispositivi",
    logoutError: "Errore durante l'uscita dai dispositivi",
  },
} as const;
