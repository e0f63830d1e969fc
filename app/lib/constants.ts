/**
 * The limits and fixed facts of the product. The owner's business details
 * (name, address, phone, hours, CIN) are not here: they live in the database, edited from
 * the panel's "Struttura" tab (app/features/business), seeded from app/db/seed-data.ts.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const VISIT_SESSION_KEY = "visit_recorded";

/** The two seasons; their dates are the owner's setting (app/lib/seasons.ts), June–September high by default. */
export const SEASONS = ["high", "low"] as const;
export type Season = (typeof SEASONS)[number];

export const AMENITY_KEYS = [
  "privateBathroom",
  "privateBathroomTub",
  "balcony",
  "privateBalcony",
  "gardenView",
  "panoramicView",
  "freeWifi",
  "flatScreenTv",
  "airConditioning",
  "roomService",
  "minibar",
] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

/** Extra services on the quote form; labels live under quote.form.services.{id}. */
export const ADDITIONAL_SERVICE_IDS = ["navetta", "check-in-personalizzato", "culla", "taxi"] as const;
export type AdditionalServiceId = (typeof ADDITIONAL_SERVICE_IDS)[number];
/** One of the quote form's extra services; here, not in the schema, so the panel can use it without Zod. */
export const isServiceId = (id: unknown): id is AdditionalServiceId =>
  typeof id === "string" && (ADDITIONAL_SERVICE_IDS as readonly string[]).includes(id);

/**
 * The extra services by their Italian labels, as the owner reads them on a request in the panel
 * and in her e-mails (the guests read them in their language from the i18n texts).
 */
export const SERVICE_LABELS: Record<AdditionalServiceId, string> = {
  navetta: "Navetta aeroporto gratuita",
  "check-in-personalizzato": "Check-in personalizzato",
  culla: "Culla gratuita",
  taxi: "Servizio taxi",
};

export const LIMITS = {
  roomName: 50,
  roomSlug: 50,
  season: 20,
  quoteName: 100,
  email: 255,
  phone: 20,
  preferredRoom: 50,
  status: 20,
  specialRequests: 2000,
  /** The owner's answer to a request, and the price she proposes in it. */
  replyMessage: 5000,
  replyPrice: 40,
  reviewName: { min: 2, max: 100 },
  reviewTitle: { min: 5, max: 150 },
  reviewComment: { min: 10, max: 3000 },
  rating: { min: 1, max: 5 },
  guests: { min: 1, max: 4 },
  maxGuestsDefault: 2,
  imageDescription: 300,
  bannerHtml: 20_000,
  trackingCode: 20_000,
  url: 2000,
  roomImages: 40,
  uploadBytes: 15 * 1024 * 1024,
  /** A police receipt uploaded by the owner: the portal's own are a few hundred kB. */
  receiptPdfBytes: 5 * 1024 * 1024,
  /** How far ahead a quote may ask for (days) and how long a stay may be (nights). */
  quoteHorizonDays: 730,
  maxNights: 60,
} as const;

export const RATING = { score: 9.6, outOf: 10, reviews: 123 } as const;
export const HOME_REVIEWS_MAX = 6;
export const ROOM_CARD_AMENITIES = 3;
export const POLL_INTERVAL_MS = 30_000;

export const SETTING_KEYS = {
  showReviewsSection: "show_reviews_section",
  /** The stay's e-mails, each on unless the owner turns it off. */
  prearrivalMail: "prearrival_mail",
  poststayMail: "poststay_mail",
} as const;

/** Retention from the privacy policy: contact data 2 years, browsing data 13 months. */
/**
 * How long personal data is kept (the privacy policy quotes these): contact data 2 years, browsing
 * data 13 months, the guests' document numbers 30 days after check-out, the record of each police
 * report (no guest's data) 5 years, as the portal's receipts; a backup 60 days at most, so that
 * what is erased from the database is gone from every backup 60 days later (BACKUP_KEEP may not
 * keep more, and older backups are deleted whatever it says); the audit trail (who signed in, read
 * guests' data, downloaded or changed what) one year.
 */
export const RETENTION = {
  contactDataMonths: 24,
  browsingDataMonths: 13,
  documentNumberDays: 30,
  policeReceiptMonths: 60,
  backupDays: 60,
  auditLogMonths: 12,
} as const;

export const TIME_ZONE = "Europe/Rome";

/** From this hour (Italy's time) the day's e-mails go: the guests' stay e-mails, the owner's summary of the police sending. */
export const MORNING_HOUR = 9;

/**
 * Distances from the B&B (where the sources differ: see
 * docs/decisions/0004-one-value-per-fact.md). Minutes are on foot unless `byCar`.
 */
export const DISTANCES = {
  airport: { km: 2, minutes: 5, byCar: true },
  centre: { km: 1.5, minutes: 10, byCar: false },
  sea: { km: 1, minutes: 8, byCar: false },
  beach: { minutes: 5, byCar: true },
  station: { km: 2, minutes: 5, byCar: true },
} as const;
