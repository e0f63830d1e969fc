/** The police portal's web service in "Adempimenti → Questura" and on a stay's page, in the owner's Italian. */
export const TW = {
  account: {
    title: "Invio automatico alla Questura",
    intro:
      "Con i dati di accesso al servizio web di Alloggiati Web il sito invia gli ospiti alla Questura da solo, senza scaricare e caricare il file.",
    configured: "Collegamento configurato.",
    notConfigured: "Collegamento non configurato: inserisci utente, password e chiave web service del portale.",
    notConfiguredShort: "Collegamento non configurato.",
    /** What an account below the owner reads in place of the credentials' form. */
    ownerOnly: "Solo il titolare può cambiarle.",
    username: "Utente del portale",
    password: "Password del portale",
    wsKey: "Chiave web service",
    saved: "(salvata)",
    keepHint: "Lascia vuoto per tenere quella salvata.",
    wsKeyHint: "La trovi su Alloggiati Web: dopo l'accesso, nel menu in alto a destra, «Chiave Web Service».",
    showPassword: "Mostra la password",
    hidePassword: "Nascondi la password",
    showKey: "Mostra la chiave",
    hideKey: "Nascondi la chiave",
    autoSend: "Invia da solo",
    autoSendHint:
      "Ogni soggiorno parte entro un quarto d'ora dalla verifica dell'identità. Se il portale non risponde il sito riprova, se rifiuta un ospite te lo segnala qui; ogni mattina ricevi un'e-mail con gli invii del giorno prima.",
    save: "Salva",
    savedToast: "Dati del portale salvati",
    saveError: "Dati del portale non salvati",
    test: "Prova collegamento",
    testing: "Prova in corso…",
    testHint: "Prova i dati salvati: salva prima le modifiche.",
    testOk: "Collegamento riuscito: il portale ha accettato utente, password e chiave.",
    testOkToast: "Collegamento riuscito",
    testError: "Collegamento non riuscito",
  },
  send: {
    button: "Invia alla Questura",
    sending: "Invio in corso…",
    hint: (n: number) =>
      `${n === 1 ? "Invia 1 soggiorno pronto" : `Invia ${n} soggiorni pronti`} tramite il portale: prima li fa controllare tutti, e se il portale rifiuta un ospite non invia nulla.`,
    notConfigured: "Per inviare da qui, inserisci i dati di accesso al portale in «Invio automatico alla Questura», più in basso.",
    sent: (n: number) => (n === 1 ? "Inviato alla Questura 1 soggiorno." : `Inviati alla Questura ${n} soggiorni.`),
    sentToast: "Inviati alla Questura",
    nothing: "Nessun soggiorno da inviare: erano già stati inviati.",
    error: "Invio alla Questura non riuscito",
    refused:
      "Il portale ha rifiutato dei dati e non è stato inviato nulla: il motivo è nel riquadro di ogni soggiorno rifiutato, qui sopra.",
  },
  error: {
    refused: "Rifiutato dal portale Alloggiati Web",
    guest: (position: number) => `Ospite ${position}`,
    fix: "Correggi i dati nella pagina del soggiorno e invialo di nuovo.",
    failed: (message: string) => `Invio non riuscito: ${message}`,
    onGuest: (message: string) => `Rifiutato dal portale: ${message}`,
  },
} as const;
