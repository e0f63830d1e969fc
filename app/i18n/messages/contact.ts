import { defineMessages } from "../define";

/** The contact page. Address, phone, hours and distances come from constants. */
export default defineMessages({
  it: {
    meta: {
      title: "Contatti e come arrivare",
      description:
        "Indirizzo, telefono, e-mail e orari del B&B a {city}, con la mappa e le indicazioni per arrivare in aereo, in treno e in auto.",
    },
    eyebrow: "Siamo qui",
    title: "Contatti",
    subtitle: "Chiamaci, scrivici o passa a trovarci: ti rispondiamo di persona.",
    details: {
      title: "Come contattarci",
      address: "Indirizzo",
      phone: "Telefono",
      phoneHours: "Tutti i giorni, {from}–{to}",
      email: "E-mail",
      emailReply: "Rispondiamo entro {hours} ore",
    },
    hours: {
      title: "Orari",
      reception: "Reception",
      byAppointment: "su appuntamento",
      checkIn: "Check-in",
      checkOut: "Check-out",
      range: "{from}–{to}",
      lateArrival: "Arrivi dopo le {to}? Avvisaci e troviamo una soluzione.",
    },
    map: {
      title: "Dove siamo",
      imageAlt: "Mappa illustrata della città: la casa a pochi isolati dal mare, la stazione ferroviaria e l'aeroporto a sud-ovest",
      show: "Mostra mappa interattiva",
      notice: "La mappa interattiva viene caricata da OpenStreetMap, un servizio esterno che riceverà il tuo indirizzo IP.",
      open: "Apri in OpenStreetMap",
      iframeTitle: "Mappa di OpenStreetMap con la posizione di {name}",
    },
    directions: {
      title: "Come arrivare",
      plane: {
        title: "In aereo",
        text: "L'aeroporto è a {km} km, circa {minutes} minuti in auto. Su richiesta veniamo a prenderti con la nostra navetta gratuita; altrimenti trovi i taxi all'uscita degli arrivi.",
      },
      train: {
        title: "In treno",
        text: "Dalla stazione ferroviaria sono {km} km, circa {minutes} minuti in auto o in taxi. Dicci l'orario del tuo treno e ti aiutiamo a organizzare il passaggio.",
      },
      car: {
        title: "In auto",
        text: "Dall'autostrada A14 prendi l'uscita per {city} e segui le indicazioni per il centro e il lungomare. Siamo a {centreKm} km dal centro e a {seaKm} km dal mare; quando prenoti ti diciamo dove parcheggiare comodamente.",
      },
    },
  },
  en: {
    meta: {
      title: "Contact and directions",
      description: "Address, phone, e-mail and opening hours of the B&B in {city}, with a map and directions by plane, train and car.",
    },
    eyebrow: "Get in touch",
    title: "Contact",
    subtitle: "Call us, write to us or drop by: you'll always get a personal answer.",
    details: {
      title: "How to reach us",
      address: "Address",
      phone: "Phone",
      phoneHours: "Every day, {from}–{to}",
      email: "E-mail",
      emailReply: "We reply within {hours} hours",
    },
    hours: {
      title: "Opening hours",
      reception: "Reception",
      byAppointment: "by appointment",
      checkIn: "Check-in",
      checkOut: "Check-out",
      range: "{from}–{to}",
      lateArrival: "Arriving after {to}? Let us know and we'll work something out.",
    },
    map: {
      title: "Where we are",
      imageAlt: "Illustrated map of the city: the house a few blocks from the sea, the railway station and the airport to the south-west",
      show: "Show interactive map",
      notice: "The interactive map is loaded from OpenStreetMap, an external service that will receive your IP address.",
      open: "Open in OpenStreetMap",
      iframeTitle: "OpenStreetMap map showing the location of {name}",
    },
    directions: {
      title: "Getting here",
      plane: {
        title: "By plane",
        text: "The airport is {km} km away, about {minutes} minutes by car. On request we'll pick you up with our free shuttle; otherwise there are taxis just outside arrivals.",
      },
      train: {
        title: "By train",
        text: "The railway station is {km} km away, about {minutes} minutes by car or taxi. Tell us when your train gets in and we'll help you arrange a ride.",
      },
      car: {
        title: "By car",
        text: "From the A14 motorway take the {city} exit and follow the signs for the centre and the seafront. We're {centreKm} km from the centre and {seaKm} km from the sea; when you book we'll tell you where to park easily.",
      },
    },
  },
  de: {
    meta: {
      title: "Kontakt und Anreise",
      description:
        "Adresse, Telefon, E-Mail und Öffnungszeiten der Pension in {city}, mit Karte und Anfahrtsbeschreibung mit Flugzeug, Bahn und Auto.",
    },
    eyebrow: "Wir sind für Sie da",
    title: "Kontakt",
    subtitle: "Rufen Sie uns an, schreiben Sie uns oder kommen Sie vorbei: Wir antworten Ihnen persönlich.",
    details: {
      title: "So erreichen Sie uns",
      address: "Adresse",
      phone: "Telefon",
      phoneHours: "Täglich {from}–{to} Uhr",
      email: "E-Mail",
      emailReply: "Wir antworten innerhalb von {hours} Stunden",
    },
    hours: {
      title: "Öffnungszeiten",
      reception: "Rezeption",
      byAppointment: "nach Vereinbarung",
      checkIn: "Check-in",
      checkOut: "Check-out",
      range: "{from}–{to} Uhr",
      lateArrival: "Sie kommen nach {to} Uhr an? Sagen Sie uns Bescheid, wir finden eine Lösung.",
    },
    map: {
      title: "Hier finden Sie uns",
      imageAlt: "Illustrierte Stadtkarte: das Haus wenige Straßen vom Meer entfernt, der Bahnhof und der Flughafen im Südwesten",
      show: "Interaktive Karte anzeigen",
      notice: "Die interaktive Karte wird von OpenStreetMap geladen, einem externen Dienst, der dabei Ihre IP-Adresse erhält.",
      open: "In OpenStreetMap öffnen",
      iframeTitle: "OpenStreetMap-Karte mit der Lage von {name}",
    },
    directions: {
      title: "Anreise",
      plane: {
        title: "Mit dem Flugzeug",
        text: "Der Flughafen ist {km} km entfernt, etwa {minutes} Minuten mit dem Auto. Auf Wunsch holen wir Sie mit unserem kostenlosen Shuttle ab; ansonsten warten Taxis direkt am Ausgang der Ankunftshalle.",
      },
      train: {
        title: "Mit der Bahn",
        text: "Vom Bahnhof sind es {km} km, etwa {minutes} Minuten mit dem Auto oder Taxi. Nennen Sie uns die Ankunftszeit Ihres Zuges, und wir helfen Ihnen bei der Weiterfahrt.",
      },
      car: {
        title: "Mit dem Auto",
        text: "Verlassen Sie die Autobahn A14 an der Ausfahrt {city} und folgen Sie der Beschilderung Richtung Zentrum und Uferpromenade. Wir sind {centreKm} km vom Zentrum und {seaKm} km vom Meer entfernt; bei der Buchung sagen wir Ihnen, wo Sie bequem parken können.",
      },
    },
  },
  es: {
    meta: {
      title: "Contacto y cómo llegar",
      description:
        "Dirección, teléfono, e-mail y horarios del B&B en {city}, con el mapa y las indicaciones para llegar en avión, en tren y en coche.",
    },
    eyebrow: "Aquí estamos",
    title: "Contacto",
    subtitle: "Llámanos, escríbenos o pásate a vernos: siempre te responderemos en persona.",
    details: {
      title: "Cómo contactarnos",
      address: "Dirección",
      phone: "Teléfono",
      phoneHours: "Todos los días, {from}–{to}",
      email: "E-mail",
      emailReply: "Respondemos en menos de {hours} horas",
    },
    hours: {
      title: "Horarios",
      reception: "Recepción",
      byAppointment: "con cita previa",
      checkIn: "Check-in",
      checkOut: "Check-out",
      range: "{from}–{to}",
      lateArrival: "¿Llegas después de las {to}? Avísanos y buscaremos una solución.",
    },
    map: {
      title: "Dónde estamos",
      imageAlt: "Mapa ilustrado de la ciudad: la casa a pocas manzanas del mar, la estación de tren y el aeropuerto al suroeste",
      show: "Mostrar mapa interactivo",
      notice: "El mapa interactivo se carga desde OpenStreetMap, un servicio externo que recibirá tu dirección IP.",
      open: "Abrir en OpenStreetMap",
      iframeTitle: "Mapa de OpenStreetMap con la ubicación de {name}",
    },
    directions: {
      title: "Cómo llegar",
      plane: {
        title: "En avión",
        text: "El aeropuerto está a {km} km, unos {minutes} minutos en coche. Si nos lo pides, vamos a buscarte con nuestro servicio de traslado gratuito; si no, encontrarás taxis a la salida de llegadas.",
      },
      train: {
        title: "En tren",
        text: "La estación de tren está a {km} km, unos {minutes} minutos en coche o en taxi. Dinos a qué hora llega tu tren y te ayudamos a organizar el trayecto.",
      },
      car: {
        title: "En coche",
        text: "Desde la autopista A14 toma la salida de {city} y sigue las indicaciones hacia el centro y el paseo marítimo. Estamos a {centreKm} km del centro y a {seaKm} km del mar; al reservar te diremos dónde aparcar cómodamente.",
      },
    },
  },
});
