import type { Language } from "~/i18n/languages";

/**
 * The words the guest's e-mails and the owner's reply draft share, in each language. Browser-safe
 * and small: the reply draft (and so this file) is bundled into the admin panel; the sentences
 * only the e-mails use are in guest-texts.ts, stay-texts.ts and owner-texts.ts.
 */
export type Words = {
  /** "Gentile Giulia," – only ever called with a name that passed greetableName. */
  greeting: (firstName: string) => string;
  /** For a first name that does not look like a name. */
  genericGreeting: string;
  nights: (count: number) => string;
  guests: (count: number) => string;
  labels: {
    checkIn: string;
    checkOut: string;
    nights: string;
    guests: string;
    room: string;
    price: string;
    phone: string;
    email: string;
    address: string;
  };
  /** Sign-off line before the property's name. */
  closing: string;
  draft: {
    thanks: string;
    /** The room line when the guest has no preference. */
    anyRoom: string;
    price: (price: string) => string;
    confirm: string;
  };
};

export const WORDS: Record<Language, Words> = {
  it: {
    greeting: (name) => `Gentile ${name},`,
    genericGreeting: "Gentile ospite,",
    nights: (n) => (n === 1 ? "1 notte" : `${n} notti`),
    guests: (n) => (n === 1 ? "1 ospite" : `${n} ospiti`),
    labels: {
      checkIn: "Arrivo",
      checkOut: "Partenza",
      nights: "Notti",
      guests: "Ospiti",
      room: "Camera",
      price: "Prezzo proposto",
      phone: "Telefono",
      email: "E-mail",
      address: "Indirizzo",
    },
    closing: "A presto,",
    draft: {
      thanks: "grazie per la tua richiesta di preventivo. Ecco il riepilogo del tuo soggiorno:",
      anyRoom: "una camera adatta alle tue esigenze",
      price: (price) => `Il prezzo per il tuo soggiorno è di ${price}`,
      confirm: "Per confermare la prenotazione ti basta rispondere a questa e-mail. Per qualsiasi domanda siamo a tua disposizione.",
    },
  },
  en: {
    greeting: (name) => `Dear ${name},`,
    genericGreeting: "Dear guest,",
    nights: (n) => (n === 1 ? "1 night" : `${n} nights`),
    guests: (n) => (n === 1 ? "1 guest" : `${n} guests`),
    labels: {
      checkIn: "Arrival",
      checkOut: "Departure",
      nights: "Nights",
      guests: "Guests",
      room: "Room",
      price: "Proposed price",
      phone: "Phone",
      email: "Email",
      address: "Address",
    },
    closing: "Kind regards,",
    draft: {
      thanks: "Thank you for your quote request. Here is a summary of your stay:",
      anyRoom: "a room that suits you",
      price: (price) => `The price for your stay is ${price}`,
      confirm: "To confirm your booking, simply reply to this email. If you have any questions, we will be happy to help.",
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    genericGreeting: "Liebe Gäste,",
    nights: (n) => (n === 1 ? "1 Nacht" : `${n} Nächte`),
    guests: (n) => (n === 1 ? "1 Gast" : `${n} Gäste`),
    labels: {
      checkIn: "Anreise",
      checkOut: "Abreise",
      nights: "Nächte",
      guests: "Gäste",
      room: "Zimmer",
      price: "Angebotspreis",
      phone: "Telefon",
      email: "E-Mail",
      address: "Adresse",
    },
    closing: "Herzliche Grüße",
    draft: {
      thanks: "vielen Dank für Ihre Anfrage. Hier die Eckdaten Ihres Aufenthalts:",
      anyRoom: "ein passendes Zimmer für Sie",
      price: (price) => `Der Preis für Ihren Aufenthalt beträgt ${price}`,
      confirm: "Um die Buchung zu bestätigen, antworten Sie einfach auf diese E-Mail. Bei Fragen sind wir gern für Sie da.",
    },
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    genericGreeting: "Estimado huésped:",
    nights: (n) => (n === 1 ? "1 noche" : `${n} noches`),
    guests: (n) => (n === 1 ? "1 huésped" : `${n} huéspedes`),
    labels: {
      checkIn: "Llegada",
      checkOut: "Salida",
      nights: "Noches",
      guests: "Huéspedes",
      room: "Habitación",
      price: "Precio propuesto",
      phone: "Teléfono",
      email: "Correo electrónico",
      address: "Dirección",
    },
    closing: "Un cordial saludo,",
    draft: {
      thanks: "Muchas gracias por tu solicitud de presupuesto. Este es el resumen de tu estancia:",
      anyRoom: "una habitación adecuada para ti",
      price: (price) => `El precio de tu estancia es de ${price}`,
      confirm:
        "Para confirmar la reserva, basta con que respondas a este correo. Si tienes cualquier pregunta, estaremos encantados de ayudarte.",
    },
  },
};
