/** The panel's words about passkeys, in the "Passkey" card (the sign-in button keeps its own few). */
export const PT = {
  card: {
    title: "Passkey",
    intro:
      "Con una passkey entri nel pannello con l'impronta, il volto o il PIN del telefono o del computer, senza password. Una passkey non si può indovinare né rubare con un messaggio ingannevole.",
    empty: "Nessuna passkey registrata.",
    unsupported:
      "Qui non si possono aggiungere passkey: servono un browser aggiornato e il pannello aperto dal nome del sito (non da un indirizzo numerico).",
    listLabel: "Le tue passkey",
    added: (date: string) => `Aggiunta il ${date}`,
    lastUsed: (date: string) => `ultimo accesso il ${date}`,
    neverUsed: "mai usata per accedere",
    name: "Nome della passkey",
    nameHint: "Per riconoscerla: ad esempio «Telefono di Maria» o «Computer della reception».",
    add: "Aggiungi una passkey",
    adding: "Attendi la passkey…",
    addedTitle: "Passkey aggiunta",
    addedDescription: "Da ora puoi accedere con questa passkey.",
    addError: "Passkey non aggiunta",
    loadError: "Impossibile leggere le passkey",
    remove: "Rimuovi",
    removeLabel: (name: string) => `Rimuovi la passkey ${name}`,
    removeTitle: "Rimuovere la passkey?",
    removeText: (name: string) => `«${name}» non potrà più essere usata per accedere al pannello.`,
    removeConfirm: "Rimuovi passkey",
    removed: "Passkey rimossa",
    removeError: "Passkey non rimossa",
    checkTitle: "Conferma che sei tu",
    checkText: (name: string) =>
      `«${name}» è l'ultimo modo di accesso oltre alla password: per rimuoverla inserisci la password del tuo account, oppure conferma con la passkey.`,
    checkPassword: "Password del tuo account",
    checkConfirm: "Conferma e rimuovi",
    checkPasskey: "Conferma con la passkey",
    checkCancel: "Annulla",
  },
} as const;
