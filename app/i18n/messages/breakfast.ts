import { defineMessages } from "../define";

/** The breakfast page. Hours come from the business details (hours.breakfast) as {from}/{to}. */
export default defineMessages({
  it: {
    meta: {
      title: "La colazione",
      description:
        "Colazione dolce e salata con prodotti del territorio, servita ogni mattina dalle {from} alle {to} in sala o in giardino. Su richiesta senza glutine, senza lattosio o vegana.",
    },
    eyebrow: "Ogni mattina",
    title: "La colazione",
    subtitle: "Dolce o salata, preparata ogni mattina con prodotti del territorio e servita con calma, come a casa.",
    gallery: {
      title: "La colazione in foto",
      hint: "Scegli una foto per vederla in grande.",
      open: "Ingrandisci la foto: {alt}",
      uploadedAlt: "Una colazione servita nel nostro B&B",
      dialogTitle: "Foto della colazione",
      close: "Chiudi",
      previous: "Foto precedente",
      next: "Foto successiva",
      counter: "{n} / {total}",
      greeting: "Buongiorno!",
      greetingHours: "Colazione dalle {from} alle {to}",
    },
    offer: {
      title: "Cosa trovi a colazione",
      intro: "Ogni giorno un piccolo buffet e qualcosa preparato al momento: scegli tu quanto fermarti.",
      sweet: {
        title: "Dolci fatti in casa",
        text: "Crostate, ciambellone e biscotti sfornati da noi, cornetti freschi dal forno di quartiere, marmellate e miele di produttori abruzzesi.",
      },
      savory: {
        title: "Il salato",
        text: "Pecorino e formaggi locali, salumi, uova cucinate al momento, pane casereccio e olio extravergine delle nostre colline.",
      },
      drinks: {
        title: "Caffè e bevande",
        text: "Espresso e cappuccino come al bar, tè e tisane, spremuta d'arancia e frutta fresca di stagione.",
      },
    },
    schedule: {
      title: "Orari e servizio",
      time: {
        title: "Orario",
        range: "{from}–{to}",
        text: "Tutti i giorni, anche la domenica. Parti presto? Dillo la sera prima e ti lasciamo qualcosa da portare via.",
      },
      service: {
        title: "Servizio",
        text: "Serviamo al tavolo nella sala comune e, nelle giornate di sole, in giardino all'ombra del limone.",
      },
      diets: {
        title: "Esigenze alimentari",
        text: "Senza glutine, senza lattosio, vegetariana o vegana: avvisaci quando prenoti e prepariamo tutto il necessario.",
      },
    },
    cta: {
      text: "Allergie o una richiesta particolare? Scrivici prima dell'arrivo.",
      button: "Contattaci",
    },
  },
  en: {
    meta: {
      title: "Breakfast",
      description:
        "Sweet and savoury breakfast made with local produce, served every morning from {from} to {to} indoors or in the garden. Gluten-free, lactose-free or vegan on request.",
    },
    eyebrow: "Every morning",
    title: "Breakfast",
    subtitle: "Sweet or savoury, made fresh every morning with local produce and served at an easy pace, just like at home.",
    gallery: {
      title: "Breakfast in pictures",
      hint: "Choose a photo to see it full size.",
      open: "Enlarge photo: {alt}",
      uploadedAlt: "A breakfast served at our B&B",
      dialogTitle: "Breakfast photos",
      close: "Close",
      previous: "Previous photo",
      next: "Next photo",
      counter: "{n} / {total}",
      greeting: "Buongiorno!",
      greetingHours: "Breakfast from {from} to {to}",
    },
    offer: {
      title: "What's on the table",
      intro: "A small buffet every day, plus something cooked to order: linger as long as you like.",
      sweet: {
        title: "Home baking",
        text: "Tarts, ring cake and biscuits we bake ourselves, fresh cornetti from the local bakery, and jams and honey from Abruzzo producers.",
      },
      savory: {
        title: "Something savoury",
        text: "Pecorino and other local cheeses, cured meats, eggs cooked to order, country bread and extra virgin olive oil from the nearby hills.",
      },
      drinks: {
        title: "Coffee and drinks",
        text: "Espresso and cappuccino just like at the bar, teas and herbal infusions, freshly squeezed orange juice and seasonal fruit.",
      },
    },
    schedule: {
      title: "Times and service",
      time: {
        title: "Breakfast hours",
        range: "{from}–{to}",
        text: "Every day, Sundays included. Leaving early? Let us know the night before and we'll leave you something to take away.",
      },
      service: {
        title: "Service",
        text: "Served at your table in the breakfast room and, on sunny days, in the garden in the shade of the lemon tree.",
      },
      diets: {
        title: "Dietary needs",
        text: "Gluten-free, lactose-free, vegetarian or vegan: tell us when you book and we'll have everything ready.",
      },
    },
    cta: {
      text: "Allergies or a special request? Drop us a line before you arrive.",
      button: "Contact us",
    },
  },
  de: {
    meta: {
      title: "Frühstück",
      description:
        "Süßes und herzhaftes Frühstück mit Produkten aus der Region, jeden Morgen von {from} bis {to} Uhr im Frühstücksraum oder im Garten. Auf Wunsch glutenfrei, laktosefrei oder vegan.",
    },
    eyebrow: "Jeden Morgen",
    title: "Frühstück",
    subtitle: "Süß oder herzhaft, jeden Morgen frisch mit Produkten aus der Region zubereitet und ganz in Ruhe serviert – wie zu Hause.",
    gallery: {
      title: "Unser Frühstück in Bildern",
      hint: "Wählen Sie ein Foto, um es groß anzusehen.",
      open: "Foto vergrößern: {alt}",
      uploadedAlt: "Ein Frühstück in unserer Pension",
      dialogTitle: "Fotos vom Frühstück",
      close: "Schließen",
      previous: "Vorheriges Foto",
      next: "Nächstes Foto",
      counter: "{n} / {total}",
      greeting: "Buongiorno!",
      greetingHours: "Frühstück von {from} bis {to} Uhr",
    },
    offer: {
      title: "Was Sie erwartet",
      intro: "Jeden Tag ein kleines Buffet und etwas frisch Zubereitetes – bleiben Sie so lange, wie Sie mögen.",
      sweet: {
        title: "Hausgemachtes Gebäck",
        text: "Selbst gebackene Crostata, Rührkuchen und Kekse, frische Cornetti vom Bäcker um die Ecke, Marmelade und Honig von Erzeugern aus den Abruzzen.",
      },
      savory: {
        title: "Herzhaftes",
        text: "Pecorino und andere Käse aus der Region, Aufschnitt, frisch zubereitete Eier, Bauernbrot und natives Olivenöl extra aus den Hügeln ringsum.",
      },
      drinks: {
        title: "Kaffee und Getränke",
        text: "Espresso und Cappuccino wie in der Bar, Tee und Kräutertee, frisch gepresster Orangensaft und Obst der Saison.",
      },
    },
    schedule: {
      title: "Zeiten und Service",
      time: {
        title: "Frühstückszeit",
        range: "{from}–{to} Uhr",
        text: "Täglich, auch sonntags. Sie reisen früh ab? Sagen Sie uns am Vorabend Bescheid, dann stellen wir Ihnen etwas zum Mitnehmen bereit.",
      },
      service: {
        title: "Service",
        text: "Wir servieren am Tisch im Frühstücksraum und an sonnigen Tagen im Garten im Schatten des Zitronenbaums.",
      },
      diets: {
        title: "Besondere Ernährung",
        text: "Glutenfrei, laktosefrei, vegetarisch oder vegan: Sagen Sie es uns bei der Buchung, und wir bereiten alles vor.",
      },
    },
    cta: {
      text: "Allergien oder ein besonderer Wunsch? Schreiben Sie uns vor Ihrer Anreise.",
      button: "Kontakt aufnehmen",
    },
  },
  es: {
    meta: {
      title: "El desayuno",
      description:
        "Desayuno dulce y salado con productos de la zona, servido cada mañana de {from} a {to} en la sala o en el jardín. Sin gluten, sin lactosa o vegano bajo petición.",
    },
    eyebrow: "Cada mañana",
    title: "El desayuno",
    subtitle: "Dulce o salado, preparado cada mañana con productos de la zona y servido sin prisas, como en casa.",
    gallery: {
      title: "El desayuno en fotos",
      hint: "Elige una foto para verla en grande.",
      open: "Ampliar la foto: {alt}",
      uploadedAlt: "Un desayuno servido en nuestro B&B",
      dialogTitle: "Fotos del desayuno",
      close: "Cerrar",
      previous: "Foto anterior",
      next: "Foto siguiente",
      counter: "{n} / {total}",
      greeting: "Buongiorno!",
      greetingHours: "Desayuno de {from} a {to}",
    },
    offer: {
      title: "Qué encontrarás en la mesa",
      intro: "Cada día un pequeño bufé y algo preparado al momento: quédate todo el tiempo que quieras.",
      sweet: {
        title: "Repostería casera",
        text: "Tartas, bizcocho y galletas que horneamos nosotros, cornetti recién hechos de la panadería del barrio, mermeladas y miel de productores de los Abruzos.",
      },
      savory: {
        title: "Lo salado",
        text: "Pecorino y otros quesos de la zona, embutidos, huevos hechos al momento, pan de pueblo y aceite de oliva virgen extra de las colinas cercanas.",
      },
      drinks: {
        title: "Café y bebidas",
        text: "Espresso y capuchino como en el bar, tés e infusiones, zumo de naranja recién exprimido y fruta fresca de temporada.",
      },
    },
    schedule: {
      title: "Horario y servicio",
      time: {
        title: "Horario",
        range: "{from}–{to}",
        text: "Todos los días, domingos incluidos. ¿Sales temprano? Avísanos la noche anterior y te dejamos algo para llevar.",
      },
      service: {
        title: "Servicio",
        text: "Lo servimos en la mesa, en la sala común y, los días de sol, en el jardín a la sombra del limonero.",
      },
      diets: {
        title: "Necesidades alimentarias",
        text: "Sin gluten, sin lactosa, vegetariano o vegano: dínoslo al reservar y lo tendremos todo preparado.",
      },
    },
    cta: {
      text: "¿Alergias o alguna petición especial? Escríbenos antes de llegar.",
      button: "Contáctanos",
    },
  },
});
