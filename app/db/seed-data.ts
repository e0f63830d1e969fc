import type { Business } from "~/lib/business";
import type { AmenityKey, Season } from "~/lib/constants";

/**
 * The business as the site first opens (fictional): the owner replaces every value from the
 * panel's "Struttura" tab, and these are never written over her edits.
 */
export const SEED_BUSINESS: Business = {
  name: "Casa Brezza Adriatica",
  tagline: {
    it: "Bed & Breakfast sul mare Adriatico",
    en: "Bed & Breakfast on the Adriatic Sea",
    de: "Bed & Breakfast an der Adria",
    es: "Bed & Breakfast junto al mar Adriático",
  },
  streetAddress: "Via delle Tamerici 14",
  postalCode: "65121",
  city: "Pescara",
  province: "PE",
  country: "IT",
  phone: "+39 085 123 4567",
  whatsapp: null,
  email: "info@casabrezza.example",
  taxiPhone: "+39 085 765 4321",
  coordinates: { latitude: 42.4643, longitude: 14.2142 },
  // The shape of a real code (Pescara's ISTAT codes, class B4): the owner enters hers.
  cin: "IT068028B4CASA0001",
  regionalCode: null,
  hours: {
    checkIn: { from: "15:00", to: "23:30" },
    checkOut: { from: "06:00", to: "10:00" },
    reception: { from: "08:00", to: "22:00" },
    breakfast: { from: "07:30", to: "09:00" },
  },
};

type SeedRoom = {
  slug: string;
  name: string;
  maxGuests: number;
  amenities: AmenityKey[];
  description: string;
  shortDescription: string;
  descriptionEn: string;
  shortDescriptionEn: string;
  descriptionDe: string;
  shortDescriptionDe: string;
  descriptionEs: string;
  shortDescriptionEs: string;
  prices: Record<Season, string>;
  /** The gallery in order, the first being the cover: built-in photos from public/images/rooms. */
  images: string[];
};

/** The built-in photos of a room, as scripts/photos/generate.ts names them. */
const builtinPhotos = (slug: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `/images/rooms/${slug}-${i + 1}-1600.jpg`);

/** The four rooms as the B&B opens. The owner's later edits are never overwritten. */
export const SEED_ROOMS: SeedRoom[] = [
  {
    slug: "uno",
    name: "Camera Uno",
    maxGuests: 2,
    amenities: ["privateBathroom", "gardenView", "freeWifi", "flatScreenTv", "airConditioning"],
    shortDescription: "Matrimoniale raccolta e luminosa, con bagno privato esterno riservato.",
    description:
      "Una camera matrimoniale silenziosa affacciata sul giardino, pensata per chi vuole il mare a pochi passi e un rifugio tranquillo la sera. Il bagno privato si trova appena fuori dalla porta ed è riservato solo a voi. Lenzuola di qualità, aria condizionata, Wi-Fi gratuito e TV a schermo piatto con streaming.",
    shortDescriptionEn: "A cosy, bright double room with its own private bathroom just outside the door.",
    descriptionEn:
      "A quiet double room overlooking the garden, for guests who want the sea a short walk away and a calm retreat in the evening. The private bathroom is just outside the door and reserved for you alone. Quality linens, air conditioning, free WiFi and a flat-screen TV with streaming.",
    shortDescriptionDe: "Gemütliches, helles Doppelzimmer mit eigenem Bad direkt vor der Zimmertür.",
    descriptionDe:
      "Ein ruhiges Doppelzimmer mit Blick in den Garten – für alle, die das Meer in Gehweite und abends einen stillen Rückzugsort suchen. Das private Bad liegt direkt vor der Tür und steht nur Ihnen zur Verfügung. Hochwertige Bettwäsche, Klimaanlage, kostenloses WLAN und Flachbildfernseher mit Streaming.",
    shortDescriptionEs: "Habitación doble acogedora y luminosa, con baño privado justo al lado de la puerta.",
    descriptionEs:
      "Una habitación doble tranquila con vistas al jardín, para quien quiere el mar a un paseo y un refugio sereno por la noche. El baño privado está justo fuera de la puerta y es solo para vosotros. Ropa de cama de calidad, aire acondicionado, wifi gratuito y televisor de pantalla plana con streaming.",
    prices: { high: "85", low: "60" },
    images: builtinPhotos("uno", 5),
  },
  {
    slug: "due",
    name: "Camera Due",
    maxGuests: 4,
    amenities: ["privateBathroomTub", "balcony", "freeWifi", "flatScreenTv", "airConditioning", "minibar"],
    shortDescription: "La più spaziosa: due letti matrimoniali e balcone, ideale per famiglie e amici.",
    description:
      "La nostra camera più ampia, con due letti matrimoniali e un balcone dove fare colazione al fresco del mattino. Perfetta per famiglie o piccoli gruppi di amici fino a quattro persone. Bagno privato con vasca, minibar, aria condizionata, Wi-Fi gratuito e TV a schermo piatto con streaming.",
    shortDescriptionEn: "Our most spacious room: two double beds and a balcony, ideal for families and friends.",
    descriptionEn:
      "Our largest room, with two double beds and a balcony for a breath of cool morning air. Perfect for families or small groups of friends of up to four. Private bathroom with a bathtub, minibar, air conditioning, free WiFi and a flat-screen TV with streaming.",
    shortDescriptionDe: "Unser geräumigstes Zimmer: zwei Doppelbetten und Balkon, ideal für Familien und Freunde.",
    descriptionDe:
      "Unser größtes Zimmer mit zwei Doppelbetten und einem Balkon für die frische Morgenluft. Ideal für Familien oder kleine Freundesgruppen mit bis zu vier Personen. Privates Bad mit Badewanne, Minibar, Klimaanlage, kostenloses WLAN und Flachbildfernseher mit Streaming.",
    shortDescriptionEs: "La más amplia: dos camas dobles y balcón, ideal para familias y amigos.",
    descriptionEs:
      "Nuestra habitación más grande, con dos camas dobles y un balcón para disfrutar del fresco de la mañana. Perfecta para familias o pequeños grupos de amigos de hasta cuatro personas. Baño privado con bañera, minibar, aire acondicionado, wifi gratuito y televisor de pantalla plana con streaming.",
    prices: { high: "140", low: "100" },
    images: builtinPhotos("due", 6),
  },
  {
    slug: "tre",
    name: "Camera Tre",
    maxGuests: 2,
    amenities: ["privateBalcony", "panoramicView", "privateBathroom", "freeWifi", "flatScreenTv", "airConditioning"],
    shortDescription: "Matrimoniale con balcone privato e vista panoramica sui tetti verso il mare.",
    description:
      "Una matrimoniale all'ultimo piano con balcone privato e vista panoramica sui tetti fino al mare: il posto giusto per un aperitivo al tramonto. Bagno privato interno, aria condizionata, Wi-Fi gratuito e TV a schermo piatto con streaming.",
    shortDescriptionEn: "A double room with a private balcony and a panoramic view over the rooftops to the sea.",
    descriptionEn:
      "A top-floor double room with a private balcony and a panoramic view over the rooftops to the sea: just the place for a sunset aperitivo. En-suite private bathroom, air conditioning, free WiFi and a flat-screen TV with streaming.",
    shortDescriptionDe: "Doppelzimmer mit eigenem Balkon und Panoramablick über die Dächer bis zum Meer.",
    descriptionDe:
      "Ein Doppelzimmer im obersten Stock mit eigenem Balkon und Panoramablick über die Dächer bis zum Meer – genau richtig für einen Aperitif bei Sonnenuntergang. Eigenes Bad im Zimmer, Klimaanlage, kostenloses WLAN und Flachbildfernseher mit Streaming.",
    shortDescriptionEs: "Habitación doble con balcón privado y vistas panorámicas sobre los tejados hasta el mar.",
    descriptionEs:
      "Una habitación doble en la última planta con balcón privado y vistas panorámicas sobre los tejados hasta el mar: el lugar ideal para un aperitivo al atardecer. Baño privado en la habitación, aire acondicionado, wifi gratuito y televisor de pantalla plana con streaming.",
    prices: { high: "95", low: "70" },
    images: builtinPhotos("tre", 5),
  },
  {
    slug: "quattro",
    name: "Camera Quattro",
    maxGuests: 2,
    amenities: ["gardenView", "privateBathroom", "roomService", "freeWifi", "flatScreenTv", "airConditioning"],
    shortDescription: "Matrimoniale tranquilla sul giardino, con bagno privato e servizio in camera.",
    description:
      "Una matrimoniale serena affacciata sul giardino interno, lontana dai rumori della strada: si dorme con le finestre aperte e ci si sveglia con gli uccelli. Bagno privato interno, servizio in camera su richiesta, aria condizionata, Wi-Fi gratuito e TV a schermo piatto con streaming.",
    shortDescriptionEn: "A peaceful double room on the garden side, with a private bathroom and room service.",
    descriptionEn:
      "A serene double room overlooking the inner garden, away from street noise: sleep with the windows open and wake up to birdsong. En-suite private bathroom, room service on request, air conditioning, free WiFi and a flat-screen TV with streaming.",
    shortDescriptionDe: "Ruhiges Doppelzimmer zur Gartenseite, mit eigenem Bad und Zimmerservice.",
    descriptionDe:
      "Ein ruhiges Doppelzimmer mit Blick in den Innengarten, fern vom Straßenlärm: Hier schläft man bei offenem Fenster und wacht mit Vogelgezwitscher auf. Eigenes Bad im Zimmer, Zimmerservice auf Anfrage, Klimaanlage, kostenloses WLAN und Flachbildfernseher mit Streaming.",
    shortDescriptionEs: "Habitación doble tranquila con vistas al jardín, baño privado y servicio de habitaciones.",
    descriptionEs:
      "Una habitación doble serena con vistas al jardín interior, lejos del ruido de la calle: se duerme con las ventanas abiertas y se despierta con el canto de los pájaros. Baño privado en la habitación, servicio de habitaciones bajo petición, aire acondicionado, wifi gratuito y televisor de pantalla plana con streaming.",
    prices: { high: "90", low: "65" },
    images: builtinPhotos("quattro", 5),
  },
];
