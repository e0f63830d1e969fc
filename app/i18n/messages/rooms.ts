import { defineMessages } from "../define";

/**
 * The rooms list, plus what every room view shares (card, guests, prices, seasons): the room
 * detail, the prices page and the home page's room cards load this namespace too.
 */
export default defineMessages({
  it: {
    meta: {
      title: "Camere",
      description: "{count} camere con bagno privato, aria condizionata e Wi-Fi gratuito, a pochi minuti dal mare di {city}.",
    },
    eyebrow: "{count} camere, tutte con bagno privato",
    title: "Le nostre camere",
    subtitle: "Camere luminose e curate, a pochi minuti dal mare: scegli quella giusta per il tuo soggiorno.",
    gridTitle: "Scegli la tua camera",
    empty: "Al momento non ci sono camere disponibili. Contattaci per informazioni.",
    guests: "Fino a {count} ospiti",
    guestsOne: "1 ospite",
    card: {
      amenities: "Servizi principali",
      view: "Scopri la camera",
      noPhoto: "Foto in arrivo",
    },
    price: "{amount} €",
    priceMissing: "Prezzo su richiesta",
    seasons: {
      high: "Alta stagione",
      low: "Bassa stagione",
      months: "{from} – {to}",
      minStay: "Soggiorno minimo: {count} notti",
    },
    cta: {
      title: "Non sai quale scegliere?",
      text: "Dicci date e numero di ospiti: ti consigliamo la camera giusta e ti mandiamo un preventivo.",
      quote: "Richiedi un preventivo",
      contact: "Contattaci",
    },
  },
  en: {
    meta: {
      title: "Rooms",
      description: "{count} rooms with private bathroom, air conditioning and free WiFi, a few minutes from the sea in {city}.",
    },
    eyebrow: "{count} rooms, each with a private bathroom",
    title: "Our rooms",
    subtitle: "Bright, well-kept rooms a few minutes from the sea: pick the one that suits your stay.",
    gridTitle: "Choose your room",
    empty: "There are no rooms available right now. Please contact us for information.",
    guests: "Up to {count} guests",
    guestsOne: "1 guest",
    card: {
      amenities: "Main amenities",
      view: "See the room",
      noPhoto: "Photos coming soon",
    },
    price: "€{amount}",
    priceMissing: "Price on request",
    seasons: {
      high: "High season",
      low: "Low season",
      months: "{from} – {to}",
      minStay: "Minimum stay: {count} nights",
    },
    cta: {
      title: "Not sure which to choose?",
      text: "Tell us your dates and how many you are: we will suggest the right room and send you a quote.",
      quote: "Request a quote",
      contact: "Contact us",
    },
  },
  de: {
    meta: {
      title: "Zimmer",
      description: "{count} Zimmer mit eigenem Bad, Klimaanlage und kostenlosem WLAN, wenige Minuten vom Meer in {city}.",
    },
    eyebrow: "{count} Zimmer, alle mit eigenem Bad",
    title: "Unsere Zimmer",
    subtitle: "Helle, gepflegte Zimmer wenige Minuten vom Meer: Wählen Sie das passende für Ihren Aufenthalt.",
    gridTitle: "Wählen Sie Ihr Zimmer",
    empty: "Derzeit sind keine Zimmer verfügbar. Bitte kontaktieren Sie uns.",
    guests: "Bis zu {count} Gäste",
    guestsOne: "1 Gast",
    card: {
      amenities: "Wichtigste Ausstattung",
      view: "Zum Zimmer",
      noPhoto: "Fotos folgen",
    },
    price: "{amount} €",
    priceMissing: "Preis auf Anfrage",
    seasons: {
      high: "Hauptsaison",
      low: "Nebensaison",
      months: "{from} – {to}",
      minStay: "Mindestaufenthalt: {count} Nächte",
    },
    cta: {
      title: "Sie wissen nicht, welches Zimmer?",
      text: "Nennen Sie uns Reisedaten und Personenzahl: Wir empfehlen Ihnen das passende Zimmer und schicken Ihnen ein Angebot.",
      quote: "Angebot anfordern",
      contact: "Kontakt",
    },
  },
  es: {
    meta: {
      title: "Habitaciones",
      description: "{count} habitaciones con baño privado, aire acondicionado y wifi gratuito, a pocos minutos del mar en {city}.",
    },
    eyebrow: "{count} habitaciones, todas con baño privado",
    title: "Nuestras habitaciones",
    subtitle: "Habitaciones luminosas y cuidadas, a pocos minutos del mar: elige la que mejor se adapte a tu estancia.",
    gridTitle: "Elige tu habitación",
    empty: "En este momento no hay habitaciones disponibles. Contáctanos para más información.",
    guests: "Hasta {count} huéspedes",
    guestsOne: "1 huésped",
    card: {
      amenities: "Servicios principales",
      view: "Ver la habitación",
      noPhoto: "Fotos próximamente",
    },
    price: "{amount} €",
    priceMissing: "Precio a consultar",
    seasons: {
      high: "Temporada alta",
      low: "Temporada baja",
      months: "{from} – {to}",
      minStay: "Estancia mínima: {count} noches",
    },
    cta: {
      title: "¿No sabes cuál elegir?",
      text: "Dinos tus fechas y cuántos sois: te recomendamos la habitación adecuada y te enviamos un presupuesto.",
      quote: "Pedir presupuesto",
      contact: "Contáctanos",
    },
  },
});
