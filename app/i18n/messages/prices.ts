import { defineMessages } from "../define";

/** The prices page. Season names and the price format live in `rooms`. */
export default defineMessages({
  it: {
    meta: {
      title: "Prezzi",
      description: "Prezzi a notte delle nostre {count} camere in alta e bassa stagione, con i servizi inclusi e quelli su richiesta.",
    },
    eyebrow: "Tariffe per camera, a notte",
    title: "Prezzi",
    subtitle: "Due stagioni, prezzi chiari. Il prezzo è per camera, non per persona.",
    note: "Per le tue date esatte ti inviamo un preventivo gratuito e senza impegno.",
    cta: {
      title: "Vuoi un prezzo per le tue date?",
      text: "Scrivici quando vorresti venire e in quanti siete: ti rispondiamo con un preventivo su misura.",
    },
  },
  en: {
    meta: {
      title: "Rates",
      description: "Nightly rates of our {count} rooms in high and low season, with the services included and those on request.",
    },
    eyebrow: "Rates per room, per night",
    title: "Rates",
    subtitle: "Two seasons, clear prices. The price is per room, not per person.",
    note: "For your exact dates we will send you a free, no-obligation quote.",
    cta: {
      title: "Want a price for your dates?",
      text: "Tell us when you would like to come and how many you are: we will reply with a tailored quote.",
    },
  },
  de: {
    meta: {
      title: "Preise",
      description: "Übernachtungspreise unserer {count} Zimmer in Haupt- und Nebensaison, mit inklusiven und zubuchbaren Leistungen.",
    },
    eyebrow: "Preise pro Zimmer und Nacht",
    title: "Preise",
    subtitle: "Zwei Saisons, klare Preise. Der Preis gilt pro Zimmer, nicht pro Person.",
    note: "Für Ihre genauen Reisedaten schicken wir Ihnen ein kostenloses, unverbindliches Angebot.",
    cta: {
      title: "Möchten Sie einen Preis für Ihre Reisedaten?",
      text: "Schreiben Sie uns, wann Sie kommen möchten und mit wie vielen Personen: Wir antworten mit einem individuellen Angebot.",
    },
  },
  es: {
    meta: {
      title: "Tarifas",
      description:
        "Precios por noche de nuestras {count} habitaciones en temporada alta y baja, con los servicios incluidos y los disponibles bajo petición.",
    },
    eyebrow: "Tarifas por habitación y noche",
    title: "Tarifas",
    subtitle: "Dos temporadas, precios claros. El precio es por habitación, no por persona.",
    note: "Para tus fechas exactas te enviamos un presupuesto gratuito y sin compromiso.",
    cta: {
      title: "¿Quieres un precio para tus fechas?",
      text: "Dinos cuándo te gustaría venir y cuántos sois: te responderemos con un presupuesto a medida.",
    },
  },
});
