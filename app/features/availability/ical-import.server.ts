import ICAL from "ical.js";

import { TIME_ZONE } from "~/lib/constants";
import { addDays } from "~/lib/dates";

import { mergeRanges, type Range } from "./ranges";

/** Limits of one fetch: what a channel's export never needs more than. */
export const FEED_LIMITS = { timeoutMs: 15_000, maxRedirects: 3, maxBytes: 2 * 1024 * 1024 } as const;

export const USER_AGENT = "CasaBrezzaCalendarSync/1.0 (+https://github.com/; iCal availability sync of a B&B)";

/** A fetch or parse that failed, with the reason in plain Italian for the owner. */
export class FeedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Fetches a feed's text: at most 3 redirects, 15 s in all, 2 MB, and only an answer that
 * looks like iCal (a login page or an error page is refused, not read as "no bookings").
 */
export async function fetchFeed(url: string, limits: { timeoutMs?: number } = {}): Promise<string> {
  const timeoutMs = limits.timeoutMs ?? FEED_LIMITS.timeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(current, {
        redirect: "manual",
        signal,
        headers: { "User-Agent": USER_AGENT, Accept: "text/calendar, text/plain;q=0.8, */*;q=0.1" },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has("location")) {
        await response.body?.cancel();
        if (redirects >= FEED_LIMITS.maxRedirects)
          throw new FeedError(
            "Il calendario rimanda ad altri indirizzi troppe volte (più di 3): copia di nuovo l'indirizzo di esportazione dal canale.",
          );
        const next = new URL(response.headers.get("location")!, current);
        if (next.protocol !== "https:" && next.protocol !== "http:")
          throw new FeedError("Il calendario rimanda a un indirizzo che non è una pagina web.");
        current = next.href;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedError(statusReason(response.status));
      }
      const declared = Number(response.headers.get("content-length") ?? "0");
      if (declared > FEED_LIMITS.maxBytes) {
        await response.body?.cancel();
        throw new FeedError(tooLarge);
      }
      const text = await readLimited(response);
      checkLooksLikeCalendar(text, response.headers.get("content-type") ?? "");
      return text;
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted)
      throw new FeedError(`Il calendario non ha risposto entro ${Math.round(timeoutMs / 1000)} secondi: riproveremo più tardi.`);
    throw new FeedError("Il calendario non è raggiungibile: controlla l'indirizzo (il sito del canale potrebbe essere fuori servizio).");
  }
}

const tooLarge = "Il calendario è troppo grande (oltre 2 MB): non è un'esportazione di una sola camera.";

function statusReason(status: number): string {
  if (status === 401 || status === 403)
    return `Il sito del canale ha rifiutato l'accesso (errore ${status}): copia di nuovo l'indirizzo di esportazione completo, con la sua chiave.`;
  if (status === 404 || status === 410)
    return `Il calendario non esiste più a questo indirizzo (errore ${status}): copia di nuovo l'indirizzo dal canale.`;
  if (status === 429) return "Il sito del canale chiede di aspettare (troppe richieste): riproveremo più tardi.";
  if (status >= 500) return `Il sito del canale ha un problema (errore ${status}): riproveremo più tardi.`;
  return `Il sito del canale ha risposto con un errore (${status}).`;
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > FEED_LIMITS.maxBytes) {
      await reader.cancel();
      throw new FeedError(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function checkLooksLikeCalendar(text: string, contentType: string): void {
  const head = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 200)
    .toLowerCase();
  if (head.startsWith("begin:vcalendar")) return;
  if (contentType.includes("html") || head.startsWith("<")) {
    throw new FeedError(
      "All'indirizzo c'è una pagina web (forse di accesso), non un calendario: usa il link di esportazione iCal del canale.",
    );
  }
  throw new FeedError("Il contenuto all'indirizzo non è un calendario iCal.");
}

export type ParsedFeed = {
  /** How many events the feed holds (cancelled ones left out). */
  events: number;
  /** The nights they take, merged. */
  ranges: Range[];
};

/**
 * The nights a feed's events take, with ical.js. All-day events are calendar dates: DTSTART
 * is the first night, DTEND the check-out day, in any server time zone. A timed event takes
 * the nights it touches in Italy: from its start's date to its end's date (at least one).
 */
export function parseFeed(text: string): ParsedFeed {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError("Il contenuto all'indirizzo non è un calendario iCal valido.");
  }
  const ranges: Range[] = [];
  let events = 0;
  for (const vevent of root.getAllSubcomponents("vevent")) {
    if (String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
    const startProp = vevent.getFirstProperty("dtstart");
    const start = startProp?.getFirstValue();
    if (!(start instanceof ICAL.Time)) continue;
    events++;
    const event = new ICAL.Event(vevent);
    const endProp = vevent.getFirstProperty("dtend");
    const end = endProp ? endProp.getFirstValue() : vevent.hasProperty("duration") ? event.endDate : null;
    const first = italianDate(start, startProp!);
    let last = end instanceof ICAL.Time ? italianDate(end, endProp ?? startProp!) : addDays(first, 1);
    if (last <= first) last = addDays(first, 1);
    ranges.push({ start: first, end: last });
  }
  return { events, ranges: mergeRanges(ranges) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The date in Italy of an iCal date or date-time. */
function italianDate(time: ICAL.Time, prop: ICAL.Property): string {
  const wallDate = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return wallDate;
  const wallUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  let instant: number | null = null;
  if (time.zone === ICAL.Timezone.utcTimezone) instant = wallUtc;
  else {
    const tzid = prop.getParameter("tzid");
    const zone = typeof tzid === "string" ? knownZone(tzid) : null;
    if (zone) instant = zonedInstant(wallUtc, zone);
  }
  // A floating time (or an unknown zone) is the property's own local time: its date as written.
  if (instant === null) return wallDate;
  return dateIn(instant, TIME_ZONE);
}

function knownZone(tzid: string): string | null {
  const name = tzid.replace(/^\//, "");
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

function dateIn(instant: number, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time (given as if UTC) names in a zone. */
function zonedInstant(wallUtc: number, zone: string): number {
  let instant = wallUtc - offsetAt(wallUtc, zone);
  instant = wallUtc - offsetAt(instant, zone);
  return instant;
}
