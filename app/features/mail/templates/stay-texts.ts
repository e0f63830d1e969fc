import type { Language } from "~/i18n/languages";

/**
 * The sentences of the stay's e-mails, a few days before arrival and the day after departure, one
 * record per language (a missing text is a type error). They share the summary's title with the
 * request's e-mails (guest-texts.ts).
 */
export type StayTexts = {
  /** Why the guest receives the message, in the small print (the stay may have been booked through a channel). */
  footerReason: string;
  prearrival: {
    subject: (brand: string, date: string) => string;
    preheader: (date: string) => string;
    heading: string;
    intro: string;
    hoursTitle: string;
    checkIn: (from: string, to: string) => string;
    checkOut: (from: string, to: string) => string;
    whereTitle: string;
    map: string;
    directionsTitle: string;
    noteTitle: string;
    callUs: string;
    whatsapp: string;
    checkInTitle: string;
    checkInText: string;
    checkInLink: string;
  };
  poststay: {
    subject: (brand: string) => string;
    preheader: string;
    heading: string;
    thanks: string;
    invite: string;
    button: string;
    fallback: string;
    validity: string;
  };
};

export const STAY_TEXTS: Record<Language, StayTexts> = {
  it: {
    footerReason: "Ricevi questa e-mail perché hai una prenotazione presso di noi.",
    prearrival: {
      subject: (brand, date) => `Ti aspettiamo il ${date} – ${brand}`,
      preheader: (date) => `Orari, indirizzo e come arrivare per il tuo arrivo del ${date}.`,
      heading: "Manca poco al tuo arrivo",
      intro: "Ti scriviamo qualche informazione utile per il viaggio e l'arrivo.",
      hoursTitle: "Orari",
      checkIn: (from, to) => `Check-in dalle ${from} alle ${to}`,
      checkOut: (from, to) => `Check-out dalle ${from} alle ${to}`,
      whereTitle: "Dove siamo",
      map: "Apri la mappa",
      directionsTitle: "Come arrivare",
      noteTitle: "Da sapere",
      callUs: "Per qualsiasi cosa, anche in viaggio, chiamaci:",
      whatsapp: "WhatsApp",
      checkInTitle: "Check-in online",
      checkInText:
        "La legge italiana ci chiede di comunicare alla Polizia di Stato i dati di ogni ospite. Compilali ora in due minuti per tutto il gruppo: all'arrivo ci basterà vedere il documento.",
      checkInLink: "Compila il check-in online",
    },
    poststay: {
      subject: (brand) => `Grazie per il soggiorno – ${brand}`,
      preheader: "Come ti sei trovato? Ci farebbe piacere leggerlo.",
      heading: "Grazie di essere stato nostro ospite",
      thanks: "Speriamo che il soggiorno ti sia piaciuto e che il viaggio di ritorno sia andato bene.",
      invite: "Se hai un minuto, racconta la tua esperienza: la tua recensione aiuta altri viaggiatori e noi a migliorare.",
      button: "Scrivi una recensione",
      fallback: "Se il pulsante non funziona, copia questo indirizzo nel browser:",
      validity: "Il link è personale e vale 60 giorni.",
    },
  },
  en: {
    footerReason: "You are receiving this email because you have a booking with us.",
    prearrival: {
      subject: (brand, date) => `We look forward to seeing you on ${date} – ${brand}`,
      preheader: (date) => `Hours, address and directions for your arrival on ${date}.`,
      heading: "Your arrival is coming up",
      intro: "Here is some useful information for your journey and arrival.",
      hoursTitle: "Hours",
      checkIn: (from, to) => `Check-in from ${from} to ${to}`,
      checkOut: (from, to) => `Check-out from ${from} to ${to}`,
      whereTitle: "Where we are",
      map: "Open the map",
      directionsTitle: "How to get here",
      noteTitle: "Good to know",
      callUs: "For anything at all, even on the way, call us:",
      whatsapp: "WhatsApp",
      checkInTitle: "Online check-in",
      checkInText:
        "Italian law asks us to report every guest's details to the State Police. Fill them in now for the whole party in two minutes: on arrival we only need to see the document.",
      checkInLink: "Fill in the online check-in",
    },
    poststay: {
      subject: (brand) => `Thank you for staying with us – ${brand}`,
      preheader: "How was your stay? We would love to hear.",
      heading: "Thank you for being our guest",
      thanks: "We hope you enjoyed your stay and had a good journey home.",
      invite: "If you have a minute, tell others about your experience: your review helps other travellers, and helps us improve.",
      button: "Write a review",
      fallback: "If the button does not work, copy this address into your browser:",
      validity: "The link is yours alone and valid for 60 days.",
    },
  },
  de: {
    footerReason: "Sie erhalten diese E-Mail, weil Sie bei uns gebucht haben.",
    prearrival: {
      subject: (brand, date) => `Wir freuen uns auf Sie am ${date} – ${brand}`,
      preheader: (date) => `Zeiten, Adresse und Anfahrt für Ihre Ankunft am ${date}.`,
      heading: "Bald ist es so weit",
      intro: "Hier einige nützliche Hinweise für Ihre Reise und Ihre Ankunft.",
      hoursTitle: "Zeiten",
      checkIn: (from, to) => `Check-in von ${from} bis ${to} Uhr`,
      checkOut: (from, to) => `Check-out von ${from} bis ${to} Uhr`,
      whereTitle: "Hier finden Sie uns",
      map: "Karte öffnen",
      directionsTitle: "Anreise",
      noteTitle: "Gut zu wissen",
      callUs: "Bei allen Fragen, auch unterwegs, rufen Sie uns an:",
      whatsapp: "WhatsApp",
      checkInTitle: "Online-Check-in",
      checkInText:
        "Das italienische Gesetz verlangt, dass wir die Daten jedes Gastes der Staatspolizei melden. Füllen Sie sie jetzt in zwei Minuten für alle Mitreisenden aus: Bei der Ankunft genügt uns dann ein Blick auf den Ausweis.",
      checkInLink: "Online-Check-in ausfüllen",
    },
    poststay: {
      subject: (brand) => `Danke für Ihren Aufenthalt – ${brand}`,
      preheader: "Wie hat es Ihnen gefallen? Wir freuen uns auf Ihre Meinung.",
      heading: "Danke, dass Sie unser Gast waren",
      thanks: "Wir hoffen, Sie hatten einen schönen Aufenthalt und eine gute Heimreise.",
      invite:
        "Wenn Sie eine Minute Zeit haben, erzählen Sie von Ihrer Erfahrung: Ihre Bewertung hilft anderen Reisenden und uns, besser zu werden.",
      button: "Bewertung schreiben",
      fallback: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
      validity: "Der Link ist persönlich und 60 Tage gültig.",
    },
  },
  es: {
    footerReason: "Recibes este correo porque tienes una reserva con nosotros.",
    prearrival: {
      subject: (brand, date) => `Te esperamos el ${date} – ${brand}`,
      preheader: (date) => `Horarios, dirección y cómo llegar para tu llegada el ${date}.`,
      heading: "Ya queda poco para tu llegada",
      intro: "Te escribimos algunos datos útiles para el viaje y la llegada.",
      hoursTitle: "Horarios",
      checkIn: (from, to) => `Check-in de ${from} a ${to}`,
      checkOut: (from, to) => `Check-out de ${from} a ${to}`,
      whereTitle: "Dónde estamos",
      map: "Abrir el mapa",
      directionsTitle: "Cómo llegar",
      noteTitle: "Conviene saber",
      callUs: "Para cualquier cosa, también durante el viaje, llámanos:",
      whatsapp: "WhatsApp",
      checkInTitle: "Check-in online",
      checkInText:
        "La ley italiana nos pide comunicar a la Policía del Estado los datos de cada huésped. Rellénalos ahora en dos minutos para todo el grupo: a la llegada solo tendremos que ver el documento.",
      checkInLink: "Rellenar el check-in online",
    },
    poststay: {
      subject: (brand) => `Gracias por tu estancia – ${brand}`,
      preheader: "¿Qué tal la estancia? Nos encantaría saberlo.",
      heading: "Gracias por haber sido nuestro huésped",
      thanks: "Esperamos que hayas disfrutado de la estancia y que el viaje de vuelta haya ido bien.",
      invite: "Si tienes un minuto, cuenta tu experiencia: tu reseña ayuda a otros viajeros y a nosotros a mejorar.",
      button: "Escribir una reseña",
      fallback: "Si el botón no funciona, copia esta dirección en tu navegador:",
      validity: "El enlace es personal y vale 60 días.",
    },
  },
};
