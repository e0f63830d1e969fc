import { defineMessages } from "../define";

/**
 * The about page. The family and its story are fictional, like the business;
 * figures (rating, reviews, distances, phone) come from constants as placeholders.
 */
export default defineMessages({
  it: {
    meta: {
      title: "Chi siamo",
      description:
        "La storia di una famiglia e della sua casa a pochi passi dal mare di {city}: quattro camere con bagno privato, colazione fatta in casa e un'accoglienza da {score}/10.",
    },
    eyebrow: "La nostra storia",
    title: "Chi siamo",
    subtitle: "Una casa di famiglia vicino al mare, quattro camere e la voglia di farti sentire a casa.",
    story: {
      title: "Una casa di famiglia, aperta agli ospiti",
      p1: "{name} è la casa in cui è cresciuta Giulia: due piani color pesca a pochi passi dal mare di {city}, costruiti da nonno Antonio negli anni Sessanta, quando dalla finestra si sentivano le onde e davanti c'erano ancora gli orti.",
      p2: "Dopo anni passati a lavorare negli alberghi della riviera, Giulia e suo marito Marco sono tornati qui e hanno deciso di riaprire quelle stanze agli ospiti. Le abbiamo rinnovate una per una, conservando le vecchie mattonelle di graniglia e i mobili di famiglia, e aggiungendo a ciascuna il suo bagno privato.",
      p3: "Oggi Marco sforna i dolci della colazione, Giulia vi accoglie e conosce ogni angolo della città, e nonna Lucia, quando passa in giardino, ha sempre un consiglio su dove mangiare il miglior brodetto. Ci piace pensare che chi arriva come ospite riparta come amico.",
      signature: "Giulia, Marco e nonna Lucia",
    },
    stats: {
      title: "In numeri",
      rating: "Valutazione media degli ospiti",
      outOf: "su {max}",
      reviews: "recensioni degli ospiti",
      rooms: "camere, tutte con bagno privato",
      stationValue: "{km} km",
      station: "dalla stazione ferroviaria",
    },
    values: {
      title: "In cosa crediamo",
      welcome: {
        title: "Accoglienza di famiglia",
        text: "Ti accogliamo di persona, ti raccontiamo la città e durante il soggiorno siamo sempre raggiungibili per qualsiasi necessità.",
      },
      local: {
        title: "Sapori del territorio",
        text: "A colazione portiamo in tavola i prodotti di piccoli produttori abruzzesi: miele, olio, formaggi e dolci fatti da noi.",
      },
      care: {
        title: "Cura dei dettagli",
        text: "Camere pulite ogni giorno, biancheria di qualità e tante piccole attenzioni pensate per farti riposare davvero.",
      },
      environment: {
        title: "Rispetto per l'ambiente",
        text: "Raccolta differenziata, detersivi ecologici e niente plastica monouso a colazione: il mare qui davanti merita attenzione.",
      },
    },
    photos: {
      title: "La casa e i dintorni",
      house: "La casa",
      garden: "Il giardino, dove d'estate si fa colazione",
      beach: "La spiaggia, a pochi minuti a piedi",
      oldTown: "Il lungomare la sera",
    },
    taxi: {
      title: "Servizio taxi",
      text: "Arrivi in treno o in aereo, o vuoi andare a cena in centro senza pensare al parcheggio? Chiama il nostro servizio taxi di fiducia, anche per prenotare una corsa in anticipo.",
      call: "Chiama il servizio taxi",
    },
    cta: {
      title: "Vieni a trovarci",
      text: "Raccontaci le date del tuo viaggio: ti rispondiamo noi, senza intermediari.",
      quote: "Richiedi un preventivo",
      rooms: "Scopri le camere",
    },
  },
  en: {
    meta: {
      title: "About us",
      description:
        "The story of a family and its house a short walk from the sea in {city}: four rooms with private bathrooms, home-made breakfast and hospitality rated {score}/10.",
    },
    eyebrow: "Our story",
    title: "About us",
    subtitle: "A family home near the sea, four rooms and a real wish to make you feel at home.",
    story: {
      title: "A family home, opened to guests",
      p1: "{name} is the house Giulia grew up in: two peach-coloured storeys a short walk from the sea in {city}, built by her grandfather Antonio in the sixties, when you could hear the waves from the window and there were still vegetable gardens out front.",
      p2: "After years working in hotels along the coast, Giulia and her husband Marco came home and decided to open those rooms to guests. We renovated them one by one, keeping the old terrazzo tiles and the family furniture we loved, and giving each room its own private bathroom.",
      p3: "Today Marco bakes the breakfast cakes, Giulia welcomes you and knows every corner of the city, and Nonna Lucia, whenever she passes through the garden, always has a tip on where to find the best brodetto fish stew. We like to think that those who arrive as guests leave as friends.",
      signature: "Giulia, Marco and Nonna Lucia",
    },
    stats: {
      title: "At a glance",
      rating: "Average guest rating",
      outOf: "out of {max}",
      reviews: "guest reviews",
      rooms: "rooms, all with a private bathroom",
      stationValue: "{km} km",
      station: "from the railway station",
    },
    values: {
      title: "What we believe in",
      welcome: {
        title: "A family welcome",
        text: "We greet you in person, share our tips about the city and are always within reach during your stay, whatever you need.",
      },
      local: {
        title: "Local flavours",
        text: "Breakfast features produce from small Abruzzo producers: honey, olive oil, cheeses, and cakes we bake ourselves.",
      },
      care: {
        title: "Attention to detail",
        text: "Rooms cleaned every day, quality linen and lots of small touches designed to help you truly rest.",
      },
      environment: {
        title: "Respect for the environment",
        text: "Recycling, eco-friendly cleaning products and no single-use plastic at breakfast: the sea on our doorstep deserves care.",
      },
    },
    photos: {
      title: "The house and its surroundings",
      house: "The house",
      garden: "The garden, where we serve breakfast in summer",
      beach: "The beach, a few minutes' walk away",
      oldTown: "The seafront in the evening",
    },
    taxi: {
      title: "Taxi service",
      text: "Arriving by train or plane, or heading into town for dinner without worrying about parking? Call our trusted taxi service, including to book a ride in advance.",
      call: "Call the taxi service",
    },
    cta: {
      title: "Come and stay with us",
      text: "Tell us your travel dates: you'll hear back from us directly, no middlemen.",
      quote: "Request a quote",
      rooms: "See the rooms",
    },
  },
  de: {
    meta: {
      title: "Über uns",
      description:
        "Die Geschichte einer Familie und ihres Hauses nur wenige Schritte vom Meer in {city}: vier Zimmer mit eigenem Bad, hausgemachtes Frühstück und Gastfreundschaft mit {score}/10 bewertet.",
    },
    eyebrow: "Unsere Geschichte",
    title: "Über uns",
    subtitle: "Ein Familienhaus in Meeresnähe, vier Zimmer und der Wunsch, dass Sie sich wie zu Hause fühlen.",
    story: {
      title: "Ein Familienhaus, offen für Gäste",
      p1: "{name} ist das Haus, in dem Giulia aufgewachsen ist: zwei pfirsichfarbene Stockwerke nur wenige Schritte vom Meer in {city}, gebaut von Großvater Antonio in den Sechzigerjahren, als man vom Fenster aus die Wellen hörte und vor dem Haus noch Gemüsegärten lagen.",
      p2: "Nach Jahren in Hotels an der Küste kehrten Giulia und ihr Mann Marco zurück und beschlossen, die Zimmer für Gäste zu öffnen. Wir haben sie eines nach dem anderen renoviert, die alten Terrazzofliesen und die Familienmöbel behalten, die uns am Herzen liegen, und jedem Zimmer ein eigenes Bad gegeben.",
      p3: "Heute backt Marco die Kuchen fürs Frühstück, Giulia empfängt Sie und kennt jeden Winkel der Stadt, und Nonna Lucia hat, wenn sie durch den Garten kommt, immer einen Tipp, wo es den besten Brodetto gibt, den Fischeintopf der Gegend. Wir freuen uns, wenn Gäste als Freunde wieder abreisen.",
      signature: "Giulia, Marco und Nonna Lucia",
    },
    stats: {
      title: "Auf einen Blick",
      rating: "Durchschnittliche Gästebewertung",
      outOf: "von {max}",
      reviews: "Gästebewertungen",
      rooms: "Zimmer, alle mit eigenem Bad",
      stationValue: "{km} km",
      station: "vom Bahnhof entfernt",
    },
    values: {
      title: "Was uns wichtig ist",
      welcome: {
        title: "Familiärer Empfang",
        text: "Wir begrüßen Sie persönlich, geben Ihnen Tipps für die Stadt und sind während Ihres Aufenthalts jederzeit für Sie erreichbar.",
      },
      local: {
        title: "Aus der Region",
        text: "Zum Frühstück kommen Produkte kleiner Erzeuger aus den Abruzzen auf den Tisch: Honig, Olivenöl, Käse und selbst gebackener Kuchen.",
      },
      care: {
        title: "Liebe zum Detail",
        text: "Täglich gereinigte Zimmer, hochwertige Bettwäsche und viele kleine Aufmerksamkeiten, damit Sie sich wirklich erholen.",
      },
      environment: {
        title: "Achtung vor der Umwelt",
        text: "Mülltrennung, umweltfreundliche Reinigungsmittel und kein Einwegplastik beim Frühstück: Das Meer vor unserer Tür ist es wert.",
      },
    },
    photos: {
      title: "Das Haus und die Umgebung",
      house: "Das Haus",
      garden: "Der Garten, in dem wir im Sommer das Frühstück servieren",
      beach: "Der Strand, wenige Gehminuten entfernt",
      oldTown: "Die Uferpromenade am Abend",
    },
    taxi: {
      title: "Taxiservice",
      text: "Sie kommen mit dem Zug oder dem Flugzeug an oder möchten zum Abendessen in die Stadt, ohne einen Parkplatz suchen zu müssen? Rufen Sie unseren Taxiservice an – auch, um eine Fahrt im Voraus zu buchen.",
      call: "Taxiservice anrufen",
    },
    cta: {
      title: "Besuchen Sie uns",
      text: "Nennen Sie uns Ihre Reisedaten: Sie erhalten die Antwort direkt von uns, ohne Vermittler.",
      quote: "Angebot anfordern",
      rooms: "Zimmer ansehen",
    },
  },
  es: {
    meta: {
      title: "Quiénes somos",
      description:
        "La historia de una familia y de su casa a pocos pasos del mar en {city}: cuatro habitaciones con baño privado, desayuno casero y una hospitalidad valorada con un {score}/10.",
    },
    eyebrow: "Nuestra historia",
    title: "Quiénes somos",
    subtitle: "Una casa familiar cerca del mar, cuatro habitaciones y muchas ganas de que te sientas como en casa.",
    story: {
      title: "Una casa familiar, abierta a los huéspedes",
      p1: "{name} es la casa donde creció Giulia: dos plantas color melocotón a pocos pasos del mar de {city}, construidas por su abuelo Antonio en los años sesenta, cuando desde la ventana se oían las olas y delante todavía había huertos.",
      p2: "Tras años trabajando en hoteles de la costa, Giulia y su marido Marco volvieron a casa y decidieron abrir aquellas habitaciones a los huéspedes. Las reformamos una a una, conservando las antiguas baldosas hidráulicas y los muebles de la familia que tanto nos gustan, y dando a cada una su propio baño.",
      p3: "Hoy Marco hornea los dulces del desayuno, Giulia te recibe y conoce cada rincón de la ciudad, y la nonna Lucia, cuando pasa por el jardín, siempre tiene un consejo sobre dónde comer el mejor brodetto, el guiso de pescado de la zona. Nos gusta pensar que quien llega como huésped se marcha como amigo.",
      signature: "Giulia, Marco y la nonna Lucia",
    },
    stats: {
      title: "En cifras",
      rating: "Valoración media de los huéspedes",
      outOf: "sobre {max}",
      reviews: "reseñas de huéspedes",
      rooms: "habitaciones, todas con baño privado",
      stationValue: "{km} km",
      station: "de la estación de tren",
    },
    values: {
      title: "En qué creemos",
      welcome: {
        title: "Trato familiar",
        text: "Te recibimos en persona, te contamos los secretos de la ciudad y durante tu estancia estamos siempre localizables para lo que necesites.",
      },
      local: {
        title: "Sabores de la tierra",
        text: "En el desayuno servimos productos de pequeños productores de los Abruzos: miel, aceite, quesos y dulces hechos por nosotros.",
      },
      care: {
        title: "Cuidado del detalle",
        text: "Habitaciones limpias cada día, ropa de cama de calidad y muchos pequeños detalles pensados para que descanses de verdad.",
      },
      environment: {
        title: "Respeto por el medio ambiente",
        text: "Reciclaje, productos de limpieza ecológicos y nada de plástico de un solo uso en el desayuno: el mar que tenemos delante lo merece.",
      },
    },
    photos: {
      title: "La casa y sus alrededores",
      house: "La casa",
      garden: "El jardín, donde en verano servimos el desayuno",
      beach: "La playa, a pocos minutos a pie",
      oldTown: "El paseo marítimo al atardecer",
    },
    taxi: {
      title: "Servicio de taxi",
      text: "¿Llegas en tren o en avión, o quieres ir a cenar al centro sin preocuparte por aparcar? Llama a nuestro servicio de taxi de confianza, también para reservar un trayecto con antelación.",
      call: "Llamar al servicio de taxi",
    },
    cta: {
      title: "Ven a conocernos",
      text: "Cuéntanos las fechas de tu viaje: te respondemos nosotros directamente, sin intermediarios.",
      quote: "Solicitar presupuesto",
      rooms: "Ver las habitaciones",
    },
  },
});
