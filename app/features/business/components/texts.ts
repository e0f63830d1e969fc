import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  business: {
    intro:
      "Nome, indirizzo, contatti, posizione, codici e orari della struttura. Il sito in tutte le lingue, le e-mail agli ospiti e i dati per i motori di ricerca li leggono da qui: dopo il salvataggio sono subito online.",
    optional: "(facoltativo)",
    identity: {
      title: "Dati della struttura",
      name: "Nome della struttura",
      tagline: "Sottotitolo",
      taglineHint: "La riga sotto il nome, in homepage e nei risultati di ricerca. L'italiano è obbligatorio.",
      languages: { it: "Italiano", en: "Inglese", de: "Tedesco", es: "Spagnolo" },
      missing: (names: string[]) =>
        `Manca la traduzione in ${names.join(", ")}: in ${names.length === 1 ? "questa lingua" : "queste lingue"} il sito mostra il testo italiano.`,
      complete: "Tradotto in tutte le lingue del sito.",
    },
    address: {
      title: "Indirizzo",
      street: "Via e numero civico",
      postalCode: "CAP",
      city: "Città",
      province: "Provincia (sigla)",
      provinceHint: "Due lettere, ad esempio PE",
      country: "Paese (codice ISO)",
      countryHint: "Due lettere, ad esempio IT per l'Italia",
    },
    contacts: {
      title: "Contatti",
      phone: "Telefono",
      phoneHint: "Con il prefisso internazionale, ad esempio +39 333 123 4567",
      whatsapp: "WhatsApp",
      whatsappHint: "Il numero su cui ricevere messaggi WhatsApp; vuoto se non lo usi",
      email: "E-mail",
      taxi: "Telefono del servizio taxi",
    },
    map: {
      title: "Posizione sulla mappa",
      latitude: "Latitudine",
      longitude: "Longitudine",
      hint: "In gradi decimali, con il punto o la virgola: ad esempio 42.4643 e 14.2142. La mappa della pagina Contatti si centra qui.",
      check: "Controlla il punto su OpenStreetMap",
      newTab: "(si apre in una nuova scheda)",
    },
    codes: {
      title: "Codici di legge",
      cin: "CIN – Codice Identificativo Nazionale",
      cinHint:
        "Forma: IT + 6 cifre + 2 caratteri + fino a 8 lettere o cifre, ad esempio IT068028B4ABC12345. Si ottiene dalla Banca Dati Strutture Ricettive del Ministero del Turismo.",
      cinMissingTitle: "Manca il CIN",
      cinMissing:
        "La legge italiana (art. 13-ter del D.L. 145/2023) chiede di esporre il CIN in ogni annuncio della struttura, compreso questo sito. Chi non lo espone rischia una sanzione da 500 a 5.000 euro.",
      regional: "Codice regionale (CIR)",
      regionalHint: "Il codice identificativo della regione, dove esiste",
    },
    hours: {
      title: "Orari",
      from: "dalle",
      to: "alle",
      checkIn: "Check-in",
      checkOut: "Check-out",
      reception: "Reception",
      breakfast: "Colazione",
    },
    bank: {
      title: "Conto per le caparre",
      intro:
        "Quando rispondi a una richiesta puoi chiedere una caparra: l'e-mail all'ospite riporta questi dati e un codice QR che le app delle banche leggono. Non compaiono sul sito.",
      holder: "Intestatario del conto",
      iban: "IBAN",
      ibanHint: "Controllato con le sue cifre di controllo, ad esempio IT60 X054 2811 1010 0000 0123 456",
      bankName: "Banca",
    },
    arrival: {
      title: "Prima dell'arrivo",
      intro:
        "Qualche giorno prima dell'arrivo l'ospite riceve un'e-mail con le date, gli orari, l'indirizzo e come arrivare. Qui puoi aggiungere ciò che vuoi dirgli in più (dove parcheggiare, il codice del portone), nella sua lingua. Non compare sul sito.",
      // By code: the taglines above already use the languages' names as labels.
      note: (code: string) => `Nota per l'e-mail (${code.toUpperCase()})`,
    },
    save: "Salva",
    discard: "Annulla modifiche",
    saved: "Dati della struttura salvati",
    savedDescription: "Il sito mostra già i nuovi dati.",
    error: "Dati della struttura non salvati",
    fixFields: "Correggi i campi segnati in rosso: non è stato salvato nulla.",
    viewOnSite: "Vedi sul sito:",
    viewOnSiteLabel: "Vedi la pagina Contatti sul sito",
    siteLanguages: { it: "Italiano", en: "English", de: "Deutsch", es: "Español" },
  },
} as const;
