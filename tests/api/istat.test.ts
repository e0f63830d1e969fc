import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { todayInItaly } from "~/lib/dates";

import { call, expectApiError, expectFieldError, json, withCookie } from "../setup/api-helpers";
import { createStay, guestFixture, saveGuests, type Place } from "../setup/stay-fixtures";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The month's ISTAT count through the real server and database (GET /api/reports/istat), checked
 * against figures worked out by hand: Italy's residents by region, the others by country, the
 * guests without data under an unknown origin, a stay across two months, the longest stay begun
 * two months before. Stays are two years from now, so they never go stale.
 */

type Row = { date: string; origin: string; originKind: string; arrivals: number; departures: number; nights: number };
type Total = Omit<Row, "date">;
type Missing = { stayId: number; leadName: string; checkIn: string; checkOut: string };
type Report = { month: string; rows: Row[]; totals: Total[]; openDays: number; bedNights: number; missingStays: Missing[] };
type Room = { id: number; slug: string };

const ITALY = "100000100";
const GERMANY = "100000216";
const SPAIN = "100000239";
const PESCARA = "413068028";
const MILANO = "403015146";

let server: TestServer;
let cookie: string;
const rooms: Record<string, Room> = {};
const Y = Number(todayInItaly().slice(0, 4)) + 2;
const day = (monthDay: string) => `${Y}-${monthDay}`;

const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const report = (month: string, extra = "") => call<Report>(server, `/api/reports/istat?month=${month}${extra}`, admin());

const newStay = (slug: string, checkIn: string, checkOut: string, guests: number) =>
  createStay(server, cookie, { roomId: rooms[slug]!.id, checkIn, checkOut, guests, leadName: `Ospite ${checkIn}`, source: "booking" });

const guest = (residence: Place, lead = false) => guestFixture("1985-04-04", residence, { lead });

const putGuests = (stayId: number, guests: unknown[]) => saveGuests(server, cookie, stayId, "group", guests);

const row = (date: string, origin: string, originKind: string, arrivals: number, departures: number, nights: number): Row => ({
  date: day(date),
  origin,
  originKind,
  arrivals,
  departures,
  nights,
});
const total = (origin: string, originKind: string, arrivals: number, departures: number, nights: number): Total => ({
  origin,
  originKind,
  arrivals,
  departures,
  nights,
});
/** The four rooms' beds: their capacities, 2 + 4 + 2 + 2. */
const BEDS = 10;
const stayIds: Record<string, number> = {};
const UNKNOWN = "Provenienza sconosciuta";

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"]) rooms[slug] = (await call<Room>(server, `/api/rooms/${slug}`)).body;

  // Arrived in June, two nights in July: a resident of Pescara (Abruzzo) and one of Germany.
  await putGuests(await newStay("uno", day("06-29"), day("07-03"), 2), [
    guest({ country: ITALY, place: PESCARA }, true),
    guest({ country: GERMANY }),
  ]);
  // One night, the same as the first's last one: another German.
  await putGuests(await newStay("tre", day("07-02"), day("07-03"), 1), [guest({ country: GERMANY }, true)]);
  // No data entered at all.
  stayIds.noData = await newStay("quattro", day("07-20"), day("07-21"), 2);
  // Across July and August: one guest of three entered (Milan, Lombardia).
  stayIds.across = await newStay("due", day("07-30"), day("08-02"), 3);
  await putGuests(stayIds.across, [guest({ country: ITALY, place: MILANO }, true)]);
  // The longest stay (60 nights), begun in May: its last 13 nights are July's.
  await putGuests(await newStay("due", day("05-15"), day("07-14"), 1), [guest({ country: SPAIN }, true)]);
  // A cancelled stay counts for nothing.
  const cancelled = await newStay("quattro", day("07-10"), day("07-12"), 2);
  expect((await call(server, `/api/stays/${cancelled}`, admin(json("PATCH", { status: "cancelled" })))).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe("GET /api/reports/istat", () => {
  it("counts July's arrivals, departures and nights by day and origin, the open days and bed-nights, and the stays to complete", async () => {
    const res = await report(`${Y}-07`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { month, rows, totals } = res.body;
    expect(month).toBe(`${Y}-07`);
    expect(rows.filter((r) => r.origin !== "SPAGNA")).toEqual([
      row("07-01", "Abruzzo", "region", 0, 0, 1),
      row("07-01", "GERMANIA", "country", 0, 0, 1),
      row("07-02", "Abruzzo", "region", 0, 0, 1),
      row("07-02", "GERMANIA", "country", 1, 0, 2),
      row("07-03", "Abruzzo", "region", 0, 1, 0),
      row("07-03", "GERMANIA", "country", 0, 2, 0),
      row("07-20", UNKNOWN, "unknown", 2, 0, 2),
      row("07-21", UNKNOWN, "unknown", 0, 2, 0),
      row("07-30", "Lombardia", "region", 1, 0, 1),
      row("07-30", UNKNOWN, "unknown", 2, 0, 2),
      row("07-31", "Lombardia", "region", 0, 0, 1),
      row("07-31", UNKNOWN, "unknown", 0, 0, 2),
    ]);
    // The Spanish guest of the stay begun in May: one night on each of 1–13 July, the departure on the 14th.
    const spain = rows.filter((r) => r.origin === "SPAGNA");
    expect(spain.map((r) => r.date)).toEqual(Array.from({ length: 14 }, (_, i) => day(`07-${String(i + 1).padStart(2, "0")}`)));
    expect(spain.slice(0, 13).every((r) => r.originKind === "country" && r.arrivals === 0 && r.departures === 0 && r.nights === 1)).toBe(
      true,
    );
    expect(spain[13]).toEqual(row("07-14", "SPAGNA", "country", 0, 1, 0));
    // Sorted by date, then origin.
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
    expect(rows.filter((r) => r.date === day("07-01")).map((r) => r.origin)).toEqual(["Abruzzo", "GERMANIA", "SPAGNA"]);

    expect(totals).toEqual([
      total("Abruzzo", "region", 0, 1, 2),
      total("Lombardia", "region", 1, 0, 2),
      total("GERMANIA", "country", 1, 2, 3),
      total("SPAGNA", "country", 0, 1, 13),
      total(UNKNOWN, "unknown", 4, 2, 6),
    ]);
    // Open every day, all rooms free to sell: 31 × 10 beds.
    expect(res.body.openDays).toBe(31);
    expect(res.body.bedNights).toBe(31 * BEDS);
    // The unknown origin's stays, to complete.
    expect(res.body.missingStays).toEqual([
      { stayId: stayIds.noData, leadName: `Ospite ${day("07-20")}`, checkIn: day("07-20"), checkOut: day("07-21") },
      { stayId: stayIds.across, leadName: `Ospite ${day("07-30")}`, checkIn: day("07-30"), checkOut: day("08-02") },
    ]);
  });

  it("gives each month its own nights of a stay across two, and the departure to its month", async () => {
    expect((await report(`${Y}-08`)).body).toEqual({
      month: `${Y}-08`,
      rows: [
        row("08-01", "Lombardia", "region", 0, 0, 1),
        row("08-01", UNKNOWN, "unknown", 0, 0, 2),
        row("08-02", "Lombardia", "region", 0, 1, 0),
        row("08-02", UNKNOWN, "unknown", 0, 2, 0),
      ],
      totals: [total("Lombardia", "region", 0, 1, 1), total(UNKNOWN, "unknown", 0, 2, 2)],
      openDays: 31,
      bedNights: 31 * BEDS,
      missingStays: [{ stayId: stayIds.across, leadName: `Ospite ${day("07-30")}`, checkIn: day("07-30"), checkOut: day("08-02") }],
    });
    expect((await report(`${Y}-06`)).body.totals).toEqual([
      total("Abruzzo", "region", 1, 0, 2),
      total("GERMANIA", "country", 1, 0, 2),
      total("SPAGNA", "country", 0, 0, 30),
    ]);
    // May: the Spanish guest's arrival on the 15th and 17 nights.
    expect((await report(`${Y}-05`)).body.totals).toEqual([total("SPAGNA", "country", 1, 0, 17)]);
    expect((await report(`${Y}-09`)).body).toEqual({
      month: `${Y}-09`,
      rows: [],
      totals: [],
      openDays: 30,
      bedNights: 30 * BEDS,
      missingStays: [],
    });
  });

  it("downloads as CSV for an Italian spreadsheet", async () => {
    const res = await report(`${Y}-08`, "&format=csv");
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="istat_${Y}-08.csv"`);
    // Read as bytes: fetch's text() drops a byte order mark.
    const bytes = Buffer.from(await (await server.fetch(`/api/reports/istat?month=${Y}-08&format=csv`, admin())).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n")).toEqual([
      "Data;Provenienza;Tipo;Arrivi;Partenze;Presenze",
      `01/08/${Y};Lombardia;Regione;0;0;1`,
      `01/08/${Y};${UNKNOWN};Sconosciuta;0;0;2`,
      `02/08/${Y};Lombardia;Regione;0;1;0`,
      `02/08/${Y};${UNKNOWN};Sconosciuta;0;2;0`,
      `Totale 08/${Y};Lombardia;Regione;0;1;1`,
      `Totale 08/${Y};${UNKNOWN};Sconosciuta;0;2;2`,
      `Giorni di apertura 08/${Y};;;;;31`,
      `Letti-notte disponibili 08/${Y};;;;;${31 * BEDS}`,
      "",
    ]);
  });

  it("is the owner's alone, and refuses a bad month by field", async () => {
    expectApiError(await call(server, `/api/reports/istat?month=${Y}-07`), 401, "unauthorized");
    expectApiError(await call(server, `/api/reports/istat?month=${Y}-07&format=csv`), 401, "unauthorized");
    for (const month of [`${Y}-13`, `${Y}-7`, "luglio", ""]) {
      expectFieldError(await report(month), "month");
    }
    expect(expectFieldError(await call(server, "/api/reports/istat?lang=es", admin()), "month")).toBe(
      "Introduce un mes con el formato AAAA-MM, por ejemplo 2027-07",
    );
    expectFieldError(await report(`${Y}-07`, "&format=pdf"), "format");
  });
});
