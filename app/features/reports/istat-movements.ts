import { guestTypeOf, type GuestType } from "~/features/guests/police-file";
import type { PartyType } from "~/features/stays/stay-types";
import { addDays } from "~/lib/dates";

/**
 * The region's ISTAT movements (Ross1000 / Turismo5, the "checkinV2" record layout): one
 * `movimento` per day, open or closed, with the house's rooms and beds, each guest's arrival on
 * the check-in day and departure on the check-out day. Element order follows the layout's XSD
 * sequences (resources/istat/ROSS1000.md, §4); every guest is sent by a key that never changes,
 * `<stay id>-<place in the party>`, the key of a later correction. Names are optional in the
 * layout and never sent: the region's statistics do not need them.
 */

/** What the region is told of a guest: the police tables' codes, the birth date, the two optional answers. */
export type IstatGuest = {
  sex: "M" | "F";
  birthDate: string;
  citizenship: string;
  residenceCountry: string;
  residencePlace: string | null;
  birthCountry: string;
  birthPlace: string | null;
  tripPurpose: string | null;
  transport: string | null;
};

/** A stay as the movements need it; `guestsData` are the guests entered, lead first. */
export type MovementStay = {
  id: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  partyType: PartyType | null;
  guestsData: readonly IstatGuest[];
};

/** A room the house can sell: its beds, and the days it is blocked (owner's blocks). */
export type MovementRoom = { id: number; beds: number };

export type ArrivalRecord = { idswh: string; tipoalloggiato: GuestType; idcapo: string | null; guest: IstatGuest };
export type DepartureRecord = { idswh: string; tipoalloggiato: GuestType; arrival: string };

/** One day as the region takes it. */
export type MovementDay = {
  day: string;
  open: boolean;
  roomsOccupied: number;
  roomsAvailable: number;
  bedsAvailable: number;
  arrivals: ArrivalRecord[];
  departures: DepartureRecord[];
  /** Guests the region holds for this day that are no longer there: sent as `rettifiche/eliminazione`. */
  deletions: DepartureRecord[];
};

/** What the region is sent for a question the guest skipped. */
export const NOT_SPECIFIED = "NON SPECIFICATO";

/** The police's Italy, and what real tools send as the residence of someone living abroad ("estero"). */
export const ITALY = "100000100";
export const ABROAD_PLACE = "ES";

/** The software's name in every file (`prodotto`). */
export const PRODUCT = "bnb-adriatico";

/** The guest's key: stay and place in the party, at most 20 characters, the same in every file. */
export const idswhOf = (stayId: number, position: number) => `${stayId}-${position + 1}`;

/** The stays whose guests were not all entered, among those arriving or leaving from `from` to `to`. */
export function staysMissingData(stays: readonly MovementStay[], from: string, to: string): MovementStay[] {
  const moves = (d: string) => d >= from && d <= to;
  return stays.filter((s) => (moves(s.checkIn) || moves(s.checkOut)) && s.guestsData.length < s.guests);
}

function partyRecords(stay: MovementStay): { idswh: string; tipoalloggiato: GuestType; idcapo: string | null; position: number }[] {
  return Array.from({ length: stay.guests }, (_, position) => {
    const tipoalloggiato = guestTypeOf(position, stay.guests, stay.partyType);
    const member = tipoalloggiato === 19 || tipoalloggiato === 20;
    return { idswh: idswhOf(stay.id, position), tipoalloggiato, idcapo: member ? idswhOf(stay.id, 0) : null, position };
  });
}

/**
 * The days from `from` to `to` (both included). A room is available unless the owner blocked it
 * that day; a day is closed when every room is blocked and nobody arrives, leaves or sleeps
 * there (a departure is reported even on the first day of a closure). Rooms occupied are those
 * with a stay that night. Callers check `staysMissingData` first: a stay whose guests were not
 * all entered gives only the guests entered.
 */
export function movementDays(
  from: string,
  to: string,
  stays: readonly MovementStay[],
  rooms: readonly MovementRoom[],
  blocked: (roomId: number, day: string) => boolean,
): MovementDay[] {
  const days: MovementDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const occupied = new Set(stays.filter((s) => s.checkIn <= day && day < s.checkOut).map((s) => s.roomId));
    const available = rooms.filter((r) => occupied.has(r.id) || !blocked(r.id, day));
    const arrivals: ArrivalRecord[] = [];
    const departures: DepartureRecord[] = [];
    for (const stay of stays) {
      if (stay.checkIn === day)
        for (const r of partyRecords(stay)) {
          const guest = stay.guestsData[r.position];
          if (guest) arrivals.push({ idswh: r.idswh, tipoalloggiato: r.tipoalloggiato, idcapo: r.idcapo, guest });
        }
      if (stay.checkOut === day)
        for (const r of partyRecords(stay))
          if (stay.guestsData[r.position]) departures.push({ idswh: r.idswh, tipoalloggiato: r.tipoalloggiato, arrival: stay.checkIn });
    }
    const open = available.length > 0 || arrivals.length > 0 || departures.length > 0;
    days.push({
      day,
      open,
      roomsOccupied: open ? occupied.size : 0,
      roomsAvailable: open ? available.length : 0,
      bedsAvailable: open ? available.reduce((sum, r) => sum + r.beds, 0) : 0,
      arrivals,
      departures,
      deletions: [],
    });
  }
  return days;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
const compact = (day: string) => day.replaceAll("-", "");

function arrivalXml(a: ArrivalRecord): string {
  const g = a.guest;
  const italian = g.residenceCountry === ITALY;
  return [
    "<arrivo>",
    el("idswh", a.idswh),
    el("tipoalloggiato", a.tipoalloggiato),
    a.idcapo ? el("idcapo", a.idcapo) : "",
    el("sesso", g.sex),
    el("cittadinanza", g.citizenship),
    el("statoresidenza", g.residenceCountry),
    el("luogoresidenza", italian && g.residencePlace ? g.residencePlace : ABROAD_PLACE),
    el("datanascita", compact(g.birthDate)),
    el("statonascita", g.birthCountry),
    g.birthCountry === ITALY && g.birthPlace ? el("comunenascita", g.birthPlace) : "",
    el("tipoturismo", g.tripPurpose ?? NOT_SPECIFIED),
    el("mezzotrasporto", g.transport ?? NOT_SPECIFIED),
    "</arrivo>",
  ].join("");
}

const departureXml = (tag: string, d: DepartureRecord) =>
  `<${tag}>${el("idswh", d.idswh)}${el("tipoalloggiato", d.tipoalloggiato)}${el("arrivo", compact(d.arrival))}</${tag}>`;

/** One day's `movimento`: the structure, then arrivals, departures and corrections, each list only when it has items. */
export function movementXml(day: MovementDay): string {
  const structure = [
    "<struttura>",
    el("apertura", day.open ? "SI" : "NO"),
    el("camereoccupate", day.roomsOccupied),
    el("cameredisponibili", day.roomsAvailable),
    el("lettidisponibili", day.bedsAvailable),
    "</struttura>",
  ].join("");
  return [
    "<movimento>",
    el("data", compact(day.day)),
    structure,
    day.arrivals.length ? `<arrivi>${day.arrivals.map(arrivalXml).join("")}</arrivi>` : "",
    day.departures.length ? `<partenze>${day.departures.map((d) => departureXml("partenza", d)).join("")}</partenze>` : "",
    day.deletions.length ? `<rettifiche>${day.deletions.map((d) => departureXml("eliminazione", d)).join("")}</rettifiche>` : "",
    "</movimento>",
  ].join("");
}

/**
 * The days' movements under `root`: `movimenti` for the file the owner may upload on the
 * region's portal, `movimentazione` inside the web service's call.
 */
export function movementsXml(structureCode: string, days: readonly MovementDay[], root: "movimenti" | "movimentazione"): string {
  return `<${root}>${el("codice", structureCode)}${el("prodotto", PRODUCT)}${days.map(movementXml).join("")}</${root}>`;
}

/** The region's service: where the web service answers and the structure's code, from the account. */
export const ABRUZZO_ENDPOINT = "https://app.regione.abruzzo.it/Turismo5/ws/checkinV2";
