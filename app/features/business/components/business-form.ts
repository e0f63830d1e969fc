import type { FieldErrors } from "~/components/panel/panel-form";
import { LANGUAGES, type Language } from "~/i18n/languages";
import type { Business, BusinessOwnerDetails } from "~/lib/business";
import { formatIban } from "~/lib/iban";

/**
 * The "Struttura" form's values: every input holds text as typed, named by the dotted path the
 * API uses for its field errors ("coordinates.latitude", "hours.checkIn.from"), so that an error
 * lands under its own input; bodyOf turns them into the object PUT /api/business takes.
 */

export const HOUR_KINDS = ["checkIn", "checkOut", "reception", "breakfast"] as const;
export type HourKind = (typeof HOUR_KINDS)[number];
export const TRANSLATIONS = ["en", "de", "es"] as const satisfies readonly Language[];

/** Every input of the form, in page order. */
export const FIELD_KEYS = [
  "name",
  ...LANGUAGES.map((lang) => `tagline.${lang}` as const),
  "streetAddress",
  "postalCode",
  "city",
  "province",
  "country",
  "phone",
  "whatsapp",
  "email",
  "taxiPhone",
  "coordinates.latitude",
  "coordinates.longitude",
  "cin",
  "regionalCode",
  ...HOUR_KINDS.flatMap((kind) => [`hours.${kind}.from`, `hours.${kind}.to`] as const),
  "accountHolder",
  "iban",
  "bankName",
  ...LANGUAGES.map((lang) => `arrivalNotes.${lang}` as const),
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];
/** What the inputs hold: text, as typed. */
export type Values = Record<FieldKey, string>;

/** What each card of the form works with: the values, their errors, and the way to change one. */
export type BusinessFields = { values: Values; errors: FieldErrors; change: (key: FieldKey, value: string) => void };

/** Text typed as a code: no capital to fix, no spelling to check. */
export const CODE_INPUT = { autoCapitalize: "characters", spellCheck: false } as const;

export const isFieldKey = (key: string): key is FieldKey => (FIELD_KEYS as readonly string[]).includes(key);
export const isValues = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && FIELD_KEYS.every((key) => typeof (value as Record<string, unknown>)[key] === "string");

export const inputId = (key: FieldKey) => `business-${key.replace(/\./g, "-")}`;

export function valuesOf(b: Business, owner: BusinessOwnerDetails): Values {
  const values = {
    name: b.name,
    streetAddress: b.streetAddress,
    postalCode: b.postalCode,
    city: b.city,
    province: b.province ?? "",
    country: b.country,
    phone: b.phone,
    whatsapp: b.whatsapp ?? "",
    email: b.email,
    taxiPhone: b.taxiPhone,
    "coordinates.latitude": String(b.coordinates.latitude),
    "coordinates.longitude": String(b.coordinates.longitude),
    cin: b.cin ?? "",
    regionalCode: b.regionalCode ?? "",
    accountHolder: owner.accountHolder ?? "",
    iban: owner.iban ? formatIban(owner.iban) : "",
    bankName: owner.bankName ?? "",
  } as Values;
  for (const lang of LANGUAGES) {
    values[`tagline.${lang}`] = b.tagline[lang] ?? "";
    values[`arrivalNotes.${lang}`] = owner.arrivalNotes[lang] ?? "";
  }
  for (const kind of HOUR_KINDS) {
    values[`hours.${kind}.from`] = b.hours[kind].from;
    values[`hours.${kind}.to`] = b.hours[kind].to;
  }
  return values;
}

export const sameValues = (a: Values, b: Values) => FIELD_KEYS.every((key) => a[key] === b[key]);

/** Empty optional text is absent. */
const orNull = (text: string) => (text.trim() === "" ? null : text);

/** A coordinate as a number (a comma taken for the decimal point); anything else as typed, for the server to refuse. */
export function coordinate(text: string): number | string {
  const normalized = text.trim().replace(",", ".");
  const n = Number(normalized);
  return normalized !== "" && Number.isFinite(n) ? n : text;
}

/** The body of PUT /api/business: the whole object, as GET returns it to the owner. */
export function bodyOf(v: Values) {
  return {
    name: v.name,
    tagline: { it: v["tagline.it"], en: orNull(v["tagline.en"]), de: orNull(v["tagline.de"]), es: orNull(v["tagline.es"]) },
    streetAddress: v.streetAddress,
    postalCode: v.postalCode,
    city: v.city,
    province: orNull(v.province),
    country: v.country,
    phone: v.phone,
    whatsapp: orNull(v.whatsapp),
    email: v.email,
    taxiPhone: v.taxiPhone,
    coordinates: { latitude: coordinate(v["coordinates.latitude"]), longitude: coordinate(v["coordinates.longitude"]) },
    cin: orNull(v.cin),
    regionalCode: orNull(v.regionalCode),
    hours: Object.fromEntries(HOUR_KINDS.map((kind) => [kind, { from: v[`hours.${kind}.from`], to: v[`hours.${kind}.to`] }])) as Record<
      HourKind,
      { from: string; to: string }
    >,
    accountHolder: orNull(v.accountHolder),
    iban: orNull(v.iban),
    bankName: orNull(v.bankName),
    arrivalNotes: Object.fromEntries(LANGUAGES.map((lang) => [lang, orNull(v[`arrivalNotes.${lang}`])])),
  };
}

/** The point to check on the map: the one typed when it is a valid pair, else the one saved. */
export function mapPoint(v: Values, saved: Business["coordinates"]): Business["coordinates"] {
  const latitude = coordinate(v["coordinates.latitude"]);
  const longitude = coordinate(v["coordinates.longitude"]);
  return typeof latitude === "number" && typeof longitude === "number" && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : saved;
}
