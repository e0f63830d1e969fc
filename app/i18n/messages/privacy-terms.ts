import { defineMessages } from "../define";

/** The short terms that follow the privacy policy, privacy.terms.* (privacy.ts composes them into the namespace). */
export const privacyTerms = defineMessages({
  it: {
    terms: {
      title: "Termini e condizioni",
      intro: "Poche regole chiare per un soggiorno sereno.",
      booking: {
        title: "Preventivo e prenotazione",
        text: "La richiesta di preventivo inviata dal sito non è vincolante né per te né per noi. La prenotazione è confermata solo quando ti rispondiamo per iscritto confermando camera, date e prezzo.",
      },
      stay: {
        title: "Arrivo e partenza",
        text: "Check-in dalle {checkInFrom} alle {checkInTo}, check-out dalle {checkOutFrom} alle {checkOutTo}. Per orari diversi mettiamoci d'accordo prima. All'arrivo chiediamo un documento d'identità per ogni ospite, come previsto dalla legge.",
      },
      cancellation: {
        title: "Cancellazione",
        text: "Le condizioni di cancellazione e l'eventuale caparra si concordano al momento della conferma. Se devi annullare o cambiare le date, avvisaci il prima possibile.",
      },
      rules: {
        title: "Regole della casa",
        text: "Non si fuma nelle camere, di sera e di notte si rispetta il riposo degli altri ospiti e possono pernottare solo gli ospiti indicati nella prenotazione. Tratta la casa come se fosse tua: noi ti tratteremo come uno di famiglia.",
      },
    },
  },
  en: {
    terms: {
      title: "Terms and conditions",
      intro: "A few clear rules for a relaxing stay.",
      booking: {
        title: "Quotes and bookings",
        text: "A quote request sent through the website is not binding for you or for us. Your booking is confirmed only when we reply in writing confirming the room, dates and price.",
      },
      stay: {
        title: "Arrival and departure",
        text: "Check-in from {checkInFrom} to {checkInTo}, check-out from {checkOutFrom} to {checkOutTo}. If you need different times, just agree them with us beforehand. On arrival we ask for an ID document for every guest, as Italian law requires.",
      },
      cancellation: {
        title: "Cancellation",
        text: "Cancellation terms and any deposit are agreed when we confirm your booking. If you need to cancel or change dates, please let us know as soon as possible.",
      },
      rules: {
        title: "House rules",
        text: "No smoking in the rooms, please keep the evenings and nights quiet for other guests, and only the guests named in the booking may stay overnight. Treat the house as your own, and we'll treat you like family.",
      },
    },
  },
  de: {
    terms: {
      title: "Allgemeine Geschäftsbedingungen",
      intro: "Ein paar klare Regeln für einen entspannten Aufenthalt.",
      booking: {
        title: "Angebot und Buchung",
        text: "Eine über die Website gesendete Angebotsanfrage ist weder für Sie noch für uns verbindlich. Die Buchung gilt erst als bestätigt, wenn wir Ihnen Zimmer, Daten und Preis schriftlich bestätigen.",
      },
      stay: {
        title: "An- und Abreise",
        text: "Check-in von {checkInFrom} bis {checkInTo} Uhr, Check-out von {checkOutFrom} bis {checkOutTo} Uhr. Andere Zeiten sprechen Sie bitte vorher mit uns ab. Bei der Ankunft benötigen wir, wie in Italien gesetzlich vorgeschrieben, einen Ausweis für jeden Gast.",
      },
      cancellation: {
        title: "Stornierung",
        text: "Stornobedingungen und eine eventuelle Anzahlung werden bei der Buchungsbestätigung vereinbart. Wenn Sie stornieren oder Ihre Reisedaten ändern müssen, sagen Sie uns bitte so früh wie möglich Bescheid.",
      },
      rules: {
        title: "Hausordnung",
        text: "In den Zimmern wird nicht geraucht, abends und nachts nehmen wir Rücksicht auf die Ruhe der anderen Gäste, und übernachten dürfen nur die in der Buchung genannten Personen. Behandeln Sie das Haus wie Ihr eigenes – wir behandeln Sie wie Familie.",
      },
    },
  },
  es: {
    terms: {
      title: "Términos y condiciones",
      intro: "Unas pocas reglas claras para una estancia tranquila.",
      booking: {
        title: "Presupuesto y reserva",
        text: "La solicitud de presupuesto enviada desde la web no es vinculante ni para ti ni para nosotros. La reserva solo queda confirmada cuando te respondemos por escrito confirmando la habitación, las fechas y el precio.",
      },
      stay: {
        title: "Llegada y salida",
        text: "Check-in de {checkInFrom} a {checkInTo}, check-out de {checkOutFrom} a {checkOutTo}. Si necesitas otros horarios, acuérdalos antes con nosotros. A la llegada pedimos un documento de identidad de cada huésped, como exige la ley italiana.",
      },
      cancellation: {
        title: "Cancelación",
        text: "Las condiciones de cancelación y el posible depósito se acuerdan al confirmar la reserva. Si necesitas cancelar o cambiar las fechas, avísanos lo antes posible.",
      },
      rules: {
        title: "Normas de la casa",
        text: "No se fuma en las habitaciones, por la noche se respeta el descanso de los demás huéspedes y solo pueden pernoctar las personas indicadas en la reserva. Trata la casa como si fuera tuya: nosotros te trataremos como a uno más de la familia.",
      },
    },
  },
});
