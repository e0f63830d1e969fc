/**
 * Calendar days and euros in Italian, written exactly as Intl's it-IT writes them but without
 * Intl. The panel is in Italian and formats them as it hydrates, and a phone's first Intl
 * formatter costs tens of milliseconds of main thread however small it is (the public pages get
 * such words made by the root loader instead). A day is a YYYY-MM-DD string, an ISO timestamp or
 * a Date, read in UTC, as the stays' dates are kept. The test holds every form to Intl's output.
 */
/** The months' names, January first. */
export const MONTHS = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
] as const;

/** Sunday first, as getUTCDay() counts. */
const WEEKDAYS = ["dom", "lun", "mar", "mer", "gio", "ven", "sab"] as const;

const pad = (n: number) => String(n).padStart(2, "0");

function partsOf(day: Date | string) {
  const date = typeof day === "string" ? new Date(day) : day;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() };
}

/** "01/07/2027" */
export function numericDate(day: Date | string): string {
  const p = partsOf(day);
  return `${pad(p.day)}/${pad(p.month + 1)}/${p.year}`;
}

/** "01/07" */
export function numericDayMonth(day: Date | string): string {
  const p = partsOf(day);
  return `${pad(p.day)}/${pad(p.month + 1)}`;
}

/** "gio 01/07" */
export const weekdayDayMonth = (day: Date | string) => `${WEEKDAYS[partsOf(day).weekday]} ${numericDayMonth(day)}`;

/** "1 luglio" */
export function dayMonth(day: Date | string): string {
  const p = partsOf(day);
  return `${p.day} ${MONTHS[p.month]}`;
}

/** "1 luglio 2027" */
export const longDate = (day: Date | string) => `${dayMonth(day)} ${partsOf(day).year}`;

/** "1 lug 2027" */
export function shortDate(day: Date | string): string {
  const p = partsOf(day);
  return `${p.day} ${MONTHS[p.month].slice(0, 3)} ${p.year}`;
}

/** "luglio 2027" */
export function monthYear(day: Date | string): string {
  const p = partsOf(day);
  return `${MONTHS[p.month]} ${p.year}`;
}

/**
 * "1234,50 €", "12.345,00 €" (it-IT groups from five digits). Cents are rounded half away from
 * zero on the number's shortest decimal form, as Intl does, so 2.675 is "2,68 €".
 */
export function euros(amount: number): string {
  const written = String(Math.abs(amount));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(written);
  const cents = match
    ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(3, "0").slice(0, 2)) + (Number(match[2]?.[2] ?? 0) >= 5 ? 1 : 0)
    : Math.round(Math.abs(amount) * 100);
  const units = String(Math.floor(cents / 100));
  const grouped = units.length < 5 ? units : units.replace(/\B(?=(\d{3})+$)/g, ".");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}${grouped},${pad(cents % 100)}\u00a0€`;
}
