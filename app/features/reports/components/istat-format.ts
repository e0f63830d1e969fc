/** How the ISTAT tab writes days and months, and the look of its number cells. */

const dayFormat = new Intl.DateTimeFormat("it-IT", { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "gio 01/07" */
export const dayName = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** "luglio 2027" */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** A cell holding a number. */
export const NUM = "px-2 py-1.5 text-right tabular-nums";
