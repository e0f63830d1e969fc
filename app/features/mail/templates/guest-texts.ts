import type { Language } from "~/i18n/languages";

import type { StatusNotice } from "./types";

/**
 * The sentences of the guest's e-mails about a request (the acknowledgement, the answer, a change
 * of status), one record per language (a missing text is a type error). Words shared with the reply
 * draft are in words.ts, those of the stay's e-mails in stay-texts.ts, the owner's in owner-texts.ts.
 * `range` is a stay in a few words ("12–15 luglio 2027"); `from`/`to` are long dates.
 */
export type GuestTexts = {
  summaryTitle: string;
  contactsTitle: string;
  /** Why the guest receives the message, in the small print. */
  footerReason: string;
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
