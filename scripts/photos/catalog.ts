/**
 * Every built-in picture: its key (group/name), design size, drawing function and
 * alt text in the four site languages. The order here is the manifest's order.
 */
import { BREAKFAST, breakfastTray } from "./breakfast";
import { dueBalcony, treBalconySunset, treView, unoLinen } from "./details";
import { ROOM_SHOTS } from "./rooms";
import { aboutBeach, aboutGarden, aboutHouse, aboutOldTown, hero } from "./scenes";
import type { Svg } from "./svg";

export type Alt = { it: string; en: string; de: string; es: string };
/**
 * `portrait`: drawn across a phone's whole screen, so it also gets a 2:3 crop (generate.ts)
 * around `focusX` (0 left, 1 right).
 */
export type Entry = {
  key: string;
  group: string;
  name: string;
  w: number;
  h: number;
  alt: Alt;
  draw: () => Svg;
  portrait?: { focusX: number };
};

/** The home page's hero covers a phone's screen: its crop is centred on the sun and the trabocco, which the alt text names. */
const PORTRAIT: Record<string, { focusX: number }> = { "hero/adriatic-morning": { focusX: 0.72 } };

type Spec = readonly [key: string, w: number, h: number, draw: () => Svg, it: string, en: string, de: string, es: string];

const shot = (name: string): (() => Svg) => {
  const draw = ROOM_SHOTS[name];
  if (!draw) throw new Error(`no camera shot for ${name}`);
  return draw;
};

const ROOM = [1600, 1200] as const;
const SQUARE = [1600, 1600] as const;
const WIDE = [1600, 800] as const;

const SPECS: readonly Spec[] = [
  [
    "hero/adriatic-morning",
    1600,
    1067,
    hero,
    "Il mare Adriatico al mattino visto da una terrazza, con la spiaggia, gli ombrelloni e un trabocco",
    "The Adriatic Sea in the morning seen from a terrace, with the beach, umbrellas and a trabocco",
    "Die Adria am Morgen von einer Terrasse aus, mit Strand, Sonnenschirmen und einem Trabocco",
    "El mar Adriático por la mañana visto desde una terraza, con la playa, las sombrillas y un trabocco",
  ],

  [
    "rooms/uno-1",
    ...ROOM,
    shot("uno-1"),
    "Camera Uno: letto matrimoniale e finestra sul giardino, nei toni caldi e neutri",
    "Room Uno: double bed and a window onto the garden, in warm neutral tones",
    "Zimmer Uno: Doppelbett und Fenster zum Garten in warmen, natürlichen Farbtönen",
    "Habitación Uno: cama de matrimonio y ventana al jardín, en tonos cálidos y neutros",
  ],
  [
    "rooms/uno-2",
    ...ROOM,
    unoLinen,
    "Dettaglio della biancheria del letto con cuscini, plaid e asciugamani piegati",
    "Close-up of the bed linen with pillows, a throw and folded towels",
    "Detail der Bettwäsche mit Kissen, Plaid und gefalteten Handtüchern",
    "Detalle de la ropa de cama con almohadas, una manta y toallas dobladas",
  ],
  [
    "rooms/uno-3",
    ...ROOM,
    shot("uno-3"),
    "Il bagno privato della camera Uno con doccia e lavabo",
    "Room Uno's private bathroom with shower and washbasin",
    "Das eigene Bad von Zimmer Uno mit Dusche und Waschbecken",
    "El baño privado de la habitación Uno con ducha y lavabo",
  ],
  [
    "rooms/uno-4",
    ...ROOM,
    shot("uno-4"),
    "La scrivania e la TV con i servizi di streaming della camera Uno",
    "The desk and the TV with streaming services in room Uno",
    "Schreibtisch und Fernseher mit Streamingdiensten in Zimmer Uno",
    "El escritorio y la televisión con servicios de streaming de la habitación Uno",
  ],
  [
    "rooms/uno-5",
    ...ROOM,
    shot("uno-5"),
    "La finestra della camera Uno affacciata sul giardino",
    "Room Uno's window looking onto the garden",
    "Das Fenster von Zimmer Uno mit Blick in den Garten",
    "La ventana de la habitación Uno que da al jardín",
  ],

  [
    "rooms/due-1",
    ...ROOM,
    shot("due-1"),
    "Camera Due, la camera familiare: due letti matrimoniali e la porta del balcone",
    "Room Due, the family room: two double beds and the balcony door",
    "Zimmer Due, das Familienzimmer: zwei Doppelbetten und die Balkontür",
    "Habitación Due, la familiar: dos camas de matrimonio y la puerta del balcón",
  ],
  [
    "rooms/due-2",
    ...ROOM,
    dueBalcony,
    "Il balcone della camera Due con un tavolino e due sedie",
    "Room Due's balcony with a small table and two chairs",
    "Der Balkon von Zimmer Due mit kleinem Tisch und zwei Stühlen",
    "El balcón de la habitación Due con una mesita y dos sillas",
  ],
  [
    "rooms/due-3",
    ...ROOM,
    shot("due-3"),
    "Il bagno della camera Due con vasca da bagno",
    "Room Due's bathroom with a bathtub",
    "Das Bad von Zimmer Due mit Badewanne",
    "El baño de la habitación Due con bañera",
  ],
  [
    "rooms/due-4",
    ...ROOM,
    shot("due-4"),
    "L'angolo minibar della camera Due, con bollitore e tazze",
    "The minibar corner in room Due, with a kettle and cups",
    "Die Minibar-Ecke in Zimmer Due mit Wasserkocher und Tassen",
    "El rincón del minibar de la habitación Due, con hervidor y tazas",
  ],
  [
    "rooms/due-5",
    ...ROOM,
    shot("due-5"),
    "I due letti matrimoniali della camera Due visti da un'altra angolazione",
    "Room Due's two double beds seen from another angle",
    "Die beiden Doppelbetten von Zimmer Due aus einem anderen Blickwinkel",
    "Las dos camas de matrimonio de la habitación Due desde otro ángulo",
  ],
  [
    "rooms/due-6",
    ...ROOM,
    shot("due-6"),
    "La camera Due la sera, con le lampade accese",
    "Room Due in the evening, with the lamps on",
    "Zimmer Due am Abend bei eingeschalteten Lampen",
    "La habitación Due al anochecer, con las lámparas encendidas",
  ],

  [
    "rooms/tre-1",
    ...ROOM,
    shot("tre-1"),
    "Camera Tre all'ultimo piano: letto matrimoniale, travi a vista e porta finestra sul balcone con vista mare",
    "Room Tre on the top floor: double bed, exposed beams and a French window to the balcony with a sea view",
    "Zimmer Tre im obersten Stock: Doppelbett, sichtbare Holzbalken und Balkontür mit Meerblick",
    "Habitación Tre en la última planta: cama de matrimonio, vigas vistas y puerta al balcón con vistas al mar",
  ],
  [
    "rooms/tre-2",
    ...ROOM,
    treBalconySunset,
    "Il balcone privato della camera Tre al tramonto, con vista sui tetti e sul mare",
    "Room Tre's private balcony at sunset, overlooking the rooftops and the sea",
    "Der private Balkon von Zimmer Tre bei Sonnenuntergang, mit Blick über die Dächer aufs Meer",
    "El balcón privado de la habitación Tre al atardecer, con vistas a los tejados y al mar",
  ],
  [
    "rooms/tre-3",
    ...ROOM,
    treView,
    "La vista dalla camera Tre sui tetti fino al mare",
    "The view from room Tre over the rooftops to the sea",
    "Der Blick von Zimmer Tre über die Dächer bis zum Meer",
    "La vista desde la habitación Tre sobre los tejados hasta el mar",
  ],
  [
    "rooms/tre-4",
    ...ROOM,
    shot("tre-4"),
    "Il bagno mansardato della camera Tre, con vasca",
    "Room Tre's bathroom under the sloping roof, with a bathtub",
    "Das Bad von Zimmer Tre unter der Dachschräge, mit Badewanne",
    "El baño abuhardillado de la habitación Tre, con bañera",
  ],
  [
    "rooms/tre-5",
    ...ROOM,
    shot("tre-5"),
    "La poltrona da lettura della camera Tre accanto alla porta finestra",
    "The reading armchair in room Tre by the French window",
    "Der Lesesessel in Zimmer Tre neben der Balkontür",
    "El sillón de lectura de la habitación Tre junto a la puerta ventana",
  ],

  [
    "rooms/quattro-1",
    ...ROOM,
    shot("quattro-1"),
    "Camera Quattro, una matrimoniale tranquilla sul lato del giardino",
    "Room Quattro, a quiet double room on the garden side",
    "Zimmer Quattro, ein ruhiges Doppelzimmer zur Gartenseite",
    "Habitación Quattro, una doble tranquila del lado del jardín",
  ],
  [
    "rooms/quattro-2",
    ...ROOM,
    shot("quattro-2"),
    "Il giardino visto dalla finestra della camera Quattro",
    "The garden seen from room Quattro's window",
    "Der Garten vom Fenster von Zimmer Quattro aus gesehen",
    "El jardín visto desde la ventana de la habitación Quattro",
  ],
  [
    "rooms/quattro-3",
    ...ROOM,
    shot("quattro-3"),
    "Il bagno della camera Quattro con doccia",
    "Room Quattro's bathroom with a shower",
    "Das Bad von Zimmer Quattro mit Dusche",
    "El baño de la habitación Quattro con ducha",
  ],
  [
    "rooms/quattro-4",
    ...ROOM,
    breakfastTray,
    "Un vassoio per la colazione in camera con cappuccino, cornetto e spremuta d'arancia",
    "A room-service breakfast tray with cappuccino, a cornetto and orange juice",
    "Ein Frühstückstablett aufs Zimmer mit Cappuccino, Cornetto und Orangensaft",
    "Una bandeja de desayuno en la habitación con capuchino, cruasán y zumo de naranja",
  ],
  [
    "rooms/quattro-5",
    ...ROOM,
    shot("quattro-5"),
    "La lampada accesa sul comodino della camera Quattro",
    "The lit lamp on the bedside table in room Quattro",
    "Die eingeschaltete Lampe auf dem Nachttisch in Zimmer Quattro",
    "La lámpara encendida sobre la mesilla de noche de la habitación Quattro",
  ],

  [
    "breakfast/01",
    ...SQUARE,
    BREAKFAST["01"],
    "Cappuccino e cornetto",
    "Cappuccino and a cornetto",
    "Cappuccino und Cornetto",
    "Capuchino y cruasán",
  ],
  [
    "breakfast/02",
    ...SQUARE,
    BREAKFAST["02"],
    "Una ciotola di frutta fresca",
    "A bowl of fresh fruit",
    "Eine Schale mit frischem Obst",
    "Un cuenco de fruta fresca",
  ],
  [
    "breakfast/03",
    ...SQUARE,
    BREAKFAST["03"],
    "Vasetti di marmellata e miele",
    "Jars of jam and honey",
    "Gläser mit Marmelade und Honig",
    "Tarros de mermelada y miel",
  ],
  [
    "breakfast/04",
    ...SQUARE,
    BREAKFAST["04"],
    "Yogurt con granola e frutti di bosco",
    "Yogurt with granola and berries",
    "Joghurt mit Granola und Beeren",
    "Yogur con granola y frutos rojos",
  ],
  [
    "breakfast/05",
    ...WIDE,
    BREAKFAST["05"],
    "Un tavolo apparecchiato per la colazione sulla terrazza, con il mare sullo sfondo",
    "A breakfast table set on the terrace, with the sea behind",
    "Ein gedeckter Frühstückstisch auf der Terrasse, dahinter das Meer",
    "Una mesa puesta para el desayuno en la terraza, con el mar al fondo",
  ],
  [
    "breakfast/06",
    ...SQUARE,
    BREAKFAST["06"],
    "Spremuta d'arancia fresca",
    "Freshly squeezed orange juice",
    "Frisch gepresster Orangensaft",
    "Zumo de naranja recién exprimido",
  ],
  [
    "breakfast/07",
    ...SQUARE,
    BREAKFAST["07"],
    "Formaggi locali e prosciutto su un tagliere",
    "Local cheeses and prosciutto on a board",
    "Regionale Käsesorten und Prosciutto auf einem Brett",
    "Quesos locales y jamón curado en una tabla",
  ],
  ["breakfast/08", ...SQUARE, BREAKFAST["08"], "Un cestino di pane", "A basket of bread", "Ein Brotkorb", "Una cesta de pan"],
  [
    "breakfast/09",
    ...SQUARE,
    BREAKFAST["09"],
    "Una fetta di ciambellone fatto in casa",
    "A slice of homemade ciambellone cake",
    "Ein Stück hausgemachter Ciambellone-Kuchen",
    "Una porción de ciambellone, bizcocho casero",
  ],
  [
    "breakfast/10",
    ...SQUARE,
    BREAKFAST["10"],
    "Una moka per il caffè e due tazzine di espresso",
    "A moka pot and two cups of espresso",
    "Eine Espressokanne und zwei Tassen Espresso",
    "Una cafetera moka y dos tazas de café expreso",
  ],
  [
    "breakfast/11",
    ...SQUARE,
    BREAKFAST["11"],
    "Proposte senza glutine e vegane",
    "Gluten-free and vegan options",
    "Glutenfreie und vegane Auswahl",
    "Opciones sin gluten y veganas",
  ],
  [
    "breakfast/12",
    ...WIDE,
    BREAKFAST["12"],
    "Il buffet della colazione al completo",
    "The full breakfast buffet",
    "Das komplette Frühstücksbuffet",
    "El bufé de desayuno completo",
  ],

  [
    "about/house",
    ...ROOM,
    aboutHouse,
    "La casa del B&B: due piani color pastello, persiane verdi, bougainvillea e un piccolo giardino",
    "The B&B house: two pastel storeys, green shutters, bougainvillea and a small garden",
    "Das Haus der Pension: zwei pastellfarbene Stockwerke, grüne Fensterläden, Bougainvillea und ein kleiner Garten",
    "La casa del B&B: dos plantas en tono pastel, contraventanas verdes, buganvilla y un pequeño jardín",
  ],
  [
    "about/garden",
    ...ROOM,
    aboutGarden,
    "Il giardino interno con un tavolo apparecchiato e un albero di limoni",
    "The inner garden with a laid table and a lemon tree",
    "Der Innengarten mit gedecktem Tisch und einem Zitronenbaum",
    "El jardín interior con una mesa puesta y un limonero",
  ],
  [
    "about/beach",
    ...ROOM,
    aboutBeach,
    "La spiaggia vicina al mattino, con gli ombrelloni ancora chiusi",
    "The nearby beach in the morning, with the umbrellas still closed",
    "Der nahe Strand am Morgen, die Sonnenschirme noch geschlossen",
    "La playa cercana por la mañana, con las sombrillas todavía cerradas",
  ],
  [
    "about/old-town",
    ...ROOM,
    aboutOldTown,
    "Il ponte bianco alla foce del fiume e il lungomare di Pescara illuminato la sera",
    "The white bridge at the river mouth and Pescara's seafront lit up in the evening",
    "Die weiße Brücke an der Flussmündung und die beleuchtete Uferpromenade von Pescara am Abend",
    "El puente blanco en la desembocadura del río y el paseo marítimo de Pescara iluminado al anochecer",
  ],
];

export const CATALOG: readonly Entry[] = SPECS.map(([key, w, h, draw, it, en, de, es]) => {
  const [group, name] = key.split("/");
  return { key, group, name, w, h, draw, alt: { it, en, de, es }, portrait: PORTRAIT[key] };
});
