/** Italian: the source language. Every key here must exist in en, de and es. */
export const it = {
  language: { name: "Italiano" },
  errors: {
    validation: "Alcuni campi non sono validi",
    tooLong: "Testo troppo lungo (massimo {max} caratteri)",
    invalidJson: "Richiesta non valida: JSON malformato",
    payloadTooLarge: "Richiesta troppo grande",
    fileTooLarge: "Il file è troppo grande (massimo {max} MB)",
    notAnImage: "Il file non è un'immagine valida",
    fileRequired: "Seleziona prima una foto",
    unauthorized: "Accesso richiesto",
    forbidden: "Operazione non consentita",
    notFound: "Risorsa non trovata",
    tooManyAttempts: "Troppi tentativi. Riprova tra qualche minuto.",
    crossOrigin: "Richiesta da un'altra origine rifiutata",
    generic: "Si è verificato un errore",
    invalidUrl: "Inserisci un indirizzo web valido (https://…)",
    invalidImages: "Elenco di foto non valido",
    invalidPrice: "Inserisci un prezzo, ad esempio 70 oppure 70-85",
    invalidSettingValue: "Valore non valido",
    invalidKey: "Chiave Super Admin non valida",
  },
  quote: {
    errors: {
      firstName: "Il nome è obbligatorio",
      lastName: "Il cognome è obbligatorio",
      email: "Inserisci un indirizzo email valido",
      phone: "Inserisci un numero di telefono valido",
      checkIn: "Scegli la data di check-in",
      checkInPast: "La data di check-in non può essere nel passato",
      checkInTooFar: "Possiamo accettare richieste fino a due anni in anticipo",
      checkOut: "Scegli la data di check-out",
      checkOutOrder: "Il check-out deve essere successivo al check-in",
      stayTooLong: "Per soggiorni oltre {max} notti contattaci direttamente",
      guests: "Seleziona il numero di ospiti",
      guestsMax: "Il numero massimo di ospiti è {max}",
      guestsRoom: "Questa camera ospita al massimo {max} persone",
      preferredRoom: "Scegli una camera dall'elenco",
      additionalServices: "Scegli i servizi dall'elenco",
    },
  },
  review: {
    errors: {
      guestName: "Il nome deve essere di almeno 2 caratteri",
      email: "Email non valida",
      rating: "Scegli un voto da 1 a 5 stelle",
      title: "Il titolo deve essere di almeno 5 caratteri",
      comment: "Il commento deve essere di almeno 10 caratteri",
    },
  },
  auth: {
    errors: {
      username: "Username richiesto",
      password: "Password richiesta",
      invalidCredentials: "Credenziali non valide",
    },
  },
  screens: {
    home: "Benvenuti",
    rooms: "Le nostre camere",
    room: "Camera",
    about: "Chi siamo",
    contact: "Contatti",
    prices: "Prezzi",
    quote: "Richiedi un preventivo",
    breakfast: "La colazione",
    review: "Scrivi una recensione",
    privacy: "Informativa sulla privacy",
    admin: "Pannello amministratore",
    superAdmin: "Pannello Super Admin",
  },
  room: {
    notFound: "Camera non trovata",
    backToRooms: "Torna alle camere",
  },
  notFound: {
    title: "Page Not Found",
  },
};

/** The shape every language must fill: the same keys, any wording. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof it>;
