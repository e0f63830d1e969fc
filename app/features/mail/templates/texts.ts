import type { Language } from "~/lib/constants";

import type { StatusNotice } from "./types";

/**
 * The sentences of the guest's e-mails, one record per language (a missing text is a type error),
 * and the owner's e-mails, always in Italian. Words shared with the reply draft are in words.ts.
 * `range` is a stay in a few words ("12–15 luglio 2027"); `from`/`to` are long dates.
 */
export type GuestTexts = {
  summaryTitle: string;
  contactsTitle: string;
  /** Why the guest receives the message, in the small print. */
  footerReason: string;
  /** The same, for the e-mails of a stay (which may have been booked through a channel). */
  stayFooterReason: string;
  ack: {
    subject: (brand: string) => string;
    preheader: (range: string) => string;
    heading: string;
    received: string;
    questions: string;
    notYou: string;
  };
  reply: {
    subject: (range: string) => string;
    preheader: (range: string) => string;
    heading: string;
    answerHere: string;
  };
  /** The deposit the owner asks for in her answer: by bank transfer, with a payment QR code. */
  deposit: {
    title: string;
    intro: (amount: string, due: string) => string;
    labels: { amount: string; due: string; holder: string; iban: string; bank: string; reference: string };
    qrAlt: string;
    qrHint: string;
  };
  /** The stay's e-mails: a few days before arrival, and the day after departure. */
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
  status: Record<
    StatusNotice,
    {
      subject: (range: string, brand: string) => string;
      heading: string;
      body: (from: string, to: string) => string;
      next: string;
    }
  >;
};

export const GUEST_TEXTS: Record<Language, GuestTexts> = {
  it: {
    summaryTitle: "Il tuo soggiorno",
    contactsTitle: "I nostri recapiti",
    footerReason: "Ricevi questa e-mail perché con questo indirizzo è stata inviata una richiesta di preventivo dal nostro sito.",
    stayFooterReason: "Ricevi questa e-mail perché hai una prenotazione presso di noi.",
    ack: {
      subject: (brand) => `Abbiamo ricevuto la tua richiesta – ${brand}`,
      preheader: (range) => `Ti rispondiamo entro 24 ore con il preventivo per il ${range}.`,
      heading: "Grazie per la tua richiesta!",
      received:
        "abbiamo ricevuto la tua richiesta di preventivo: la stiamo verificando e ti risponderemo entro 24 ore con la nostra proposta.",
      questions: "Se nel frattempo hai domande, chiamaci o scrivici: trovi i nostri recapiti qui sotto.",
      notYou: "Non hai inviato tu questa richiesta? Puoi semplicemente ignorare questa e-mail.",
    },
    reply: {
      subject: (range) => `Re: la tua richiesta per il ${range}`,
      preheader: (range) => `La nostra risposta alla tua richiesta per il ${range}.`,
      heading: "Risposta alla tua richiesta",
      answerHere: "Puoi risponderci direttamente da questa e-mail.",
    },
    deposit: {
      title: "Caparra",
      intro: (amount, due) => `Per confermare la prenotazione ti chiediamo una caparra di ${amount} con un bonifico entro ${due}.`,
      labels: { amount: "Importo", due: "Entro", holder: "Intestatario", iban: "IBAN", bank: "Banca", reference: "Causale" },
      qrAlt: "Codice QR del bonifico",
      qrHint: "Puoi anche inquadrare questo codice con l'app della tua banca: compila il bonifico con gli stessi dati.",
    },
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
    status: {
      confirmed: {
        subject: (range, brand) => `Prenotazione confermata: ${range} – ${brand}`,
        heading: "La tua prenotazione è confermata",
        body: (from, to) => `il tuo soggiorno da ${from} a ${to} è confermato. Non vediamo l'ora di darti il benvenuto!`,
        next: "Per qualsiasi domanda, o per dirci a che ora pensi di arrivare, rispondi a questa e-mail o chiamaci.",
      },
      declined: {
        subject: (range, brand) => `La tua richiesta per il ${range} – ${brand}`,
        heading: "Ci dispiace, non abbiamo disponibilità",
        body: (from, to) =>
          `purtroppo non possiamo ospitarti da ${from} a ${to}. Grazie per averci scelto: speriamo di accoglierti in un'altra occasione.`,
        next: "Se le tue date sono flessibili, rispondi a questa e-mail: verificheremo volentieri altre date.",
      },
      cancelled: {
        subject: (range, brand) => `Soggiorno annullato: ${range} – ${brand}`,
        heading: "Il tuo soggiorno è stato annullato",
        body: (from, to) => `ti confermiamo che la richiesta per il soggiorno da ${from} a ${to} è stata annullata.`,
        next: "Se pensi che si tratti di un errore, rispondi a questa e-mail o chiamaci: sistemeremo tutto al più presto.",
      },
    },
  },
  en: {
    summaryTitle: "Your stay",
    contactsTitle: "How to reach us",
    footerReason: "You are receiving this email because a quote request was sent from our website with this address.",
    stayFooterReason: "You are receiving this email because you have a booking with us.",
    ack: {
      subject: (brand) => `We have received your request – ${brand}`,
      preheader: (range) => `We will reply within 24 hours with a quote for ${range}.`,
      heading: "Thank you for your request!",
      received:
        "We have received your quote request. We are checking availability and will get back to you with our offer within 24 hours.",
      questions: "If you have any questions in the meantime, feel free to call or email us: you will find our details below.",
      notYou: "Didn't send this request? You can simply ignore this email.",
    },
    reply: {
      subject: (range) => `Re: your request for ${range}`,
      preheader: (range) => `Our reply to your request for ${range}.`,
      heading: "Reply to your request",
      answerHere: "You can answer us by simply replying to this email.",
    },
    deposit: {
      title: "Deposit",
      intro: (amount, due) => `To confirm your booking we ask for a deposit of ${amount} by bank transfer by ${due}.`,
      labels: { amount: "Amount", due: "By", holder: "Account holder", iban: "IBAN", bank: "Bank", reference: "Payment reference" },
      qrAlt: "QR code for the bank transfer",
      qrHint: "You can also scan this code with your banking app: it fills in the transfer with the same details.",
    },
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
    status: {
      confirmed: {
        subject: (range, brand) => `Booking confirmed: ${range} – ${brand}`,
        heading: "Your booking is confirmed",
        body: (from, to) => `Your stay from ${from} to ${to} is confirmed. We look forward to welcoming you!`,
        next: "If you have any questions, or would like to let us know your arrival time, just reply to this email or give us a call.",
      },
      declined: {
        subject: (range, brand) => `Your request for ${range} – ${brand}`,
        heading: "We're sorry, we have no availability",
        body: (from, to) =>
          `Unfortunately we are unable to accommodate you from ${from} to ${to}. Thank you for thinking of us – we hope to welcome you another time.`,
        next: "If your dates are flexible, reply to this email and we will gladly check other dates for you.",
      },
      cancelled: {
        subject: (range, brand) => `Stay cancelled: ${range} – ${brand}`,
        heading: "Your stay has been cancelled",
        body: (from, to) => `This is to let you know that the request for your stay from ${from} to ${to} has been cancelled.`,
        next: "If you think this is a mistake, please reply to this email or give us a call and we will sort it out straight away.",
      },
    },
  },
  de: {
    summaryTitle: "Ihr Aufenthalt",
    contactsTitle: "So erreichen Sie uns",
    footerReason: "Sie erhalten diese E-Mail, weil über unsere Website mit dieser Adresse eine Angebotsanfrage gesendet wurde.",
    stayFooterReason: "Sie erhalten diese E-Mail, weil Sie bei uns gebucht haben.",
    ack: {
      subject: (brand) => `Wir haben Ihre Anfrage erhalten – ${brand}`,
      preheader: (range) => `Wir melden uns innerhalb von 24 Stunden mit einem Angebot für den ${range}.`,
      heading: "Vielen Dank für Ihre Anfrage!",
      received:
        "Ihre Angebotsanfrage ist bei uns eingegangen. Wir prüfen die Verfügbarkeit und melden uns innerhalb von 24 Stunden mit unserem Angebot bei Ihnen.",
      questions:
        "Wenn Sie in der Zwischenzeit Fragen haben, rufen Sie uns gern an oder schreiben Sie uns: Unsere Kontaktdaten finden Sie unten.",
      notYou: "Sie haben diese Anfrage nicht gesendet? Dann können Sie diese E-Mail einfach ignorieren.",
    },
    reply: {
      subject: (range) => `Re: Ihre Anfrage für den ${range}`,
      preheader: (range) => `Unsere Antwort auf Ihre Anfrage für den ${range}.`,
      heading: "Antwort auf Ihre Anfrage",
      answerHere: "Sie können uns direkt auf diese E-Mail antworten.",
    },
    deposit: {
      title: "Anzahlung",
      intro: (amount, due) => `Um Ihre Buchung zu bestätigen, bitten wir Sie um eine Anzahlung von ${amount} per Überweisung bis ${due}.`,
      labels: { amount: "Betrag", due: "Bis", holder: "Kontoinhaber", iban: "IBAN", bank: "Bank", reference: "Verwendungszweck" },
      qrAlt: "QR-Code für die Überweisung",
      qrHint: "Sie können diesen Code auch mit Ihrer Banking-App scannen: Sie füllt die Überweisung mit denselben Angaben aus.",
    },
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
    status: {
      confirmed: {
        subject: (range, brand) => `Buchung bestätigt: ${range} – ${brand}`,
        heading: "Ihre Buchung ist bestätigt",
        body: (from, to) => `Ihr Aufenthalt von ${from} bis ${to} ist bestätigt. Wir freuen uns darauf, Sie bei uns begrüßen zu dürfen!`,
        next: "Wenn Sie Fragen haben oder uns Ihre Ankunftszeit mitteilen möchten, antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
      },
      declined: {
        subject: (range, brand) => `Ihre Anfrage für den ${range} – ${brand}`,
        heading: "Leider sind wir ausgebucht",
        body: (from, to) =>
          `leider können wir Sie von ${from} bis ${to} nicht bei uns unterbringen. Vielen Dank für Ihr Interesse – wir hoffen, Sie ein anderes Mal bei uns begrüßen zu dürfen.`,
        next: "Wenn Sie bei den Reisedaten flexibel sind, antworten Sie einfach auf diese E-Mail – wir prüfen gern andere Termine für Sie.",
      },
      cancelled: {
        subject: (range, brand) => `Aufenthalt storniert: ${range} – ${brand}`,
        heading: "Ihr Aufenthalt wurde storniert",
        body: (from, to) => `hiermit bestätigen wir, dass die Anfrage für Ihren Aufenthalt von ${from} bis ${to} storniert wurde.`,
        next: "Falls es sich um einen Irrtum handelt, antworten Sie bitte auf diese E-Mail oder rufen Sie uns an – wir klären das umgehend.",
      },
    },
  },
  es: {
    summaryTitle: "Tu estancia",
    contactsTitle: "Cómo contactarnos",
    footerReason: "Recibes este correo porque se envió una solicitud de presupuesto desde nuestra web con esta dirección.",
    stayFooterReason: "Recibes este correo porque tienes una reserva con nosotros.",
    ack: {
      subject: (brand) => `Hemos recibido tu solicitud – ${brand}`,
      preheader: (range) => `Te responderemos en menos de 24 horas con un presupuesto para el ${range}.`,
      heading: "¡Gracias por tu solicitud!",
      received:
        "Hemos recibido tu solicitud de presupuesto. Estamos comprobando la disponibilidad y te responderemos con nuestra propuesta en menos de 24 horas.",
      questions: "Si mientras tanto tienes alguna pregunta, llámanos o escríbenos: encontrarás nuestros datos de contacto más abajo.",
      notYou: "¿No has enviado tú esta solicitud? Puedes ignorar este correo sin más.",
    },
    reply: {
      subject: (range) => `Re: tu solicitud para el ${range}`,
      preheader: (range) => `Nuestra respuesta a tu solicitud para el ${range}.`,
      heading: "Respuesta a tu solicitud",
      answerHere: "Puedes contestarnos respondiendo directamente a este correo.",
    },
    deposit: {
      title: "Señal",
      intro: (amount, due) => `Para confirmar la reserva te pedimos una señal de ${amount} por transferencia bancaria antes del ${due}.`,
      labels: { amount: "Importe", due: "Antes del", holder: "Titular", iban: "IBAN", bank: "Banco", reference: "Concepto" },
      qrAlt: "Código QR de la transferencia",
      qrHint: "También puedes escanear este código con la app de tu banco: rellena la transferencia con los mismos datos.",
    },
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
    status: {
      confirmed: {
        subject: (range, brand) => `Reserva confirmada: ${range} – ${brand}`,
        heading: "Tu reserva está confirmada",
        body: (from, to) => `Tu estancia del ${from} al ${to} está confirmada. ¡Tenemos muchas ganas de darte la bienvenida!`,
        next: "Si tienes cualquier pregunta o quieres indicarnos tu hora de llegada, responde a este correo o llámanos.",
      },
      declined: {
        subject: (range, brand) => `Tu solicitud para el ${range} – ${brand}`,
        heading: "Lo sentimos, no tenemos disponibilidad",
        body: (from, to) =>
          `Lamentablemente no podemos alojarte del ${from} al ${to}. Gracias por pensar en nosotros: esperamos darte la bienvenida en otra ocasión.`,
        next: "Si tus fechas son flexibles, responde a este correo y con gusto miraremos otras fechas.",
      },
      cancelled: {
        subject: (range, brand) => `Estancia cancelada: ${range} – ${brand}`,
        heading: "Tu estancia ha sido cancelada",
        body: (from, to) => `Te confirmamos que la solicitud para tu estancia del ${from} al ${to} ha sido cancelada.`,
        next: "Si crees que se trata de un error, responde a este correo o llámanos y lo solucionaremos enseguida.",
      },
    },
  },
};

/** The owner's messages (the panel speaks Italian). */
export const OWNER_TEXTS = {
  languageNames: { it: "Italiano", en: "Inglese", de: "Tedesco", es: "Spagnolo" } satisfies Record<Language, string>,
  footer: (brand: string) => `Messaggio automatico del sito di ${brand}.`,
  buttonFallback: "Se il pulsante non funziona, apri questo indirizzo:",
  quote: {
    subject: (fullName: string, range: string) => `Nuova richiesta di preventivo: ${fullName} (${range})`,
    preheader: (guests: string, nights: string, room: string) => `${guests} · ${nights} · ${room}`,
    heading: "Nuova richiesta di preventivo",
    sub: (id: number) => `Richiesta n. ${id}`,
    intro: "È arrivata una nuova richiesta di preventivo dal sito. Ecco i dettagli:",
    labels: {
      name: "Nome e cognome",
      email: "E-mail",
      phone: "Telefono",
      checkIn: "Arrivo",
      checkOut: "Partenza",
      nights: "Notti",
      guests: "Ospiti",
      room: "Camera preferita",
      services: "Servizi aggiuntivi",
      specialRequests: "Richieste particolari",
      language: "Lingua dell'ospite",
      received: "Ricevuta",
    },
    noPhone: "Non indicato",
    noRoom: "Nessuna preferenza",
    noServices: "Nessuno",
    noRequests: "Nessuna",
    button: "Apri la richiesta nel pannello",
    replyNote: (fullName: string) =>
      `Se rispondi a questa e-mail, la risposta arriva direttamente a ${fullName}. Rispondendo dal pannello, invece, la risposta resta registrata nella richiesta.`,
  },
  review: {
    subject: (stars: string, title: string, name: string) => `Nuova recensione da moderare: ${stars} «${title}» di ${name}`,
    preheader: (rating: string, name: string) => `${rating} – ${name}. Sarà pubblicata solo dopo la tua approvazione.`,
    heading: "Nuova recensione da moderare",
    intro: "Un ospite ha lasciato una recensione sul sito. Non sarà visibile finché non la approvi dal pannello.",
    labels: { name: "Nome", rating: "Valutazione", title: "Titolo", comment: "Commento", received: "Ricevuta" },
    rating: (rating: number, max: number) => `${rating} su ${max}`,
    button: "Apri le recensioni nel pannello",
  },
  backup: {
    subject: (brand: string) => `Attenzione: nessun backup recente del sito di ${brand}`,
    preheader: "Da più di 36 ore il sito non riesce a salvare una copia dei dati.",
    heading: "Nessun backup recente",
    body: "Il sito salva ogni notte una copia di tutti i dati (richieste, recensioni, camere, foto). Da più di 36 ore non c'è una copia riuscita: se il disco del server si guastasse adesso, si perderebbe quanto fatto da allora.",
    lastGood: "Ultimo backup riuscito",
    never: "Nessuno",
    what: "Apri la sezione Backup del pannello e premi «Esegui backup ora». Se non riesce, inoltra questa e-mail a chi gestisce il server.",
    button: "Apri la sezione Backup",
  },
  police: {
    due: {
      subject: (brand: string, name: string) => `Entro due ore alla Questura: ${name} – ${brand}`,
      preheader: "Tra due ore scade il termine per comunicare questi ospiti su Alloggiati Web.",
      heading: "Ospiti da comunicare alla Questura entro due ore",
      body: "Questo soggiorno non risulta ancora comunicato alla Questura e tra due ore scade il termine di legge: 24 ore dall'arrivo, 6 ore se il soggiorno dura 24 ore o meno.",
    },
    late: {
      subject: (brand: string, name: string) => `Termine scaduto per la Questura: ${name} – ${brand}`,
      preheader: "Il termine per comunicare questi ospiti su Alloggiati Web è scaduto.",
      heading: "Ospiti da comunicare subito alla Questura",
      body: "Il termine di legge per comunicare questo soggiorno alla Questura (24 ore dall'arrivo, 6 ore se il soggiorno dura 24 ore o meno) è scaduto e l'invio non risulta ancora fatto: comunicalo appena puoi.",
    },
    stay: "Soggiorno",
    deadline: "Termine",
    what: "Apri Adempimenti → Questura nel pannello: completa i dati se mancano, segna come hai identificato gli ospiti all'arrivo, scarica il file, caricalo su Alloggiati Web e segna l'invio.",
    button: "Apri Adempimenti → Questura",
  },
  policeSummary: {
    subject: (brand: string, day: string, counts: string) => `Alloggiati Web, ${day}: ${counts} – ${brand}`,
    preheader: "Gli ospiti che il sito ha comunicato alla Questura e quelli che il portale ha rifiutato.",
    heading: "Invii alla Questura",
    intro: (day: string) => `Ecco cosa è successo ${day} con gli ospiti che il sito invia al portale Alloggiati Web.`,
    counts: {
      sent: (n: number) => (n === 1 ? "1 soggiorno inviato" : `${n} soggiorni inviati`),
      refused: (n: number) => (n === 1 ? "1 rifiutato" : `${n} rifiutati`),
      failed: (n: number) => (n === 1 ? "1 non ancora inviato" : `${n} non ancora inviati`),
    },
    sentTitle: "Inviati",
    sentValue: (guests: number, time: string, automatic: boolean) =>
      `${guests === 1 ? "1 ospite" : `${guests} ospiti`}, alle ${time}, ${automatic ? "in automatico" : "da te"}`,
    refusedTitle: "Rifiutati dal portale",
    guest: (position: number, message: string) => `Ospite ${position}: ${message}`,
    refusedWhat:
      "Correggi i dati di questi ospiti nella pagina del soggiorno: appena li salvi, il sito li invia di nuovo da solo. Il portale accetta solo gli arrivi di oggi e di ieri.",
    failedTitle: "Non ancora inviati",
    failedWhat:
      "Il sito riprova da solo. Se il termine si avvicina, scarica il file in Adempimenti → Questura e caricalo tu su Alloggiati Web.",
    button: "Apri Adempimenti → Questura",
  },
  test: {
    subject: (brand: string) => `E-mail di prova – ${brand}`,
    preheader: "La configurazione per l'invio delle e-mail funziona.",
    heading: "E-mail di prova",
    body: "Se stai leggendo questo messaggio, la configurazione per l'invio delle e-mail funziona correttamente: le notifiche delle nuove richieste e recensioni arriveranno senza problemi.",
    sentAt: "Inviata",
    nothingToDo: "Non devi fare nient'altro: puoi eliminare questa e-mail.",
  },
} as const;
