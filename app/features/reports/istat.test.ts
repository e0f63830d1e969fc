import { describe, expect, it } from "vitest";

import { istatCsv } from "./csv";
import { istatCount, monthBounds, shiftMonth, UNKNOWN_ORIGIN, type Origin } from "./istat";

/** The month's count, checked against figures worked out by hand. */

const ABRUZZO: Origin = { origin: "Abruzzo", originKind: "region" };
const LOMBARDIA: Origin = { origin: "Lombardia", originKind: "region" };
const GERMANIA: Origin = { origin: "GERMANIA", originKind: "country" };
const U = UNKNOWN_ORIGIN;

const STAYS = [
  // Arrived in June, two nights in July.
  { checkIn: "2027-06-29", checkOut: "2027-07-03", guests: 2, origins: [ABRUZZO, GERMANIA] },
  // One night, on the same day as the first's last one.
  { checkIn: "2027-07-02", checkOut: "2027-07-03", guests: 1, origins: [GERMANIA] },
  // Across July and August, one guest of three entered.
  { checkIn: "2027-07-30", checkOut: "2027-08-02", guests: 3, origins: [LOMBARDIA] },
  // No data at all.
  { checkIn: "2027-07-20", checkOut: "2027-07-21", guests: 2, origins: [] },
];

const row = (date: string, origin: Origin, arrivals: number, departures: number, nights: number) => ({
  date,
  ...origin,
  arrivals,
  departures,
  nights,
});
const total = (origin: Origin, arrivals: number, departures: number, nights: number) => ({ ...origin, arrivals, departures, nights });

describe("istatCount", () => {
  it("counts arrivals on the check-in day, departures on the check-out day and nights on each night, within the month, by origin", () => {
    expect(istatCount("2027-07", STAYS)).toEqual({
      month: "2027-07",
      rows: [
        row("2027-07-01", ABRUZZO, 0, 0, 1),
        row("2027-07-01", GERMANIA, 0, 0, 1),
        row("2027-07-02", ABRUZZO, 0, 0, 1),
        row("2027-07-02", GERMANIA, 1, 0, 2),
        row("2027-07-03", ABRUZZO, 0, 1, 0),
        row("2027-07-03", GERMANIA, 0, 2, 0),
        row("2027-07-20", U, 2, 0, 2),
        row("2027-07-21", U, 0, 2, 0),
        row("2027-07-30", LOMBARDIA, 1, 0, 1),
        row("2027-07-30", U, 2, 0, 2),
        row("2027-07-31", LOMBARDIA, 0, 0, 1),
        row("2027-07-31", U, 0, 0, 2),
      ],
      // Regions, then countries, then the unknown origin.
      totals: [total(ABRUZZO, 0, 1, 2), total(LOMBARDIA, 1, 0, 2), total(GERMANIA, 1, 2, 3), total(U, 4, 2, 6)],
    });
  });

  it("gives each month its own nights of a stay across two, and the departure to the month it falls in", () => {
    expect(istatCount("2027-06", STAYS).totals).toEqual([total(ABRUZZO, 1, 0, 2), total(GERMANIA, 1, 0, 2)]);
    expect(istatCount("2027-08", STAYS)).toEqual({
      month: "2027-08",
      rows: [
        row("2027-08-01", LOMBARDIA, 0, 0, 1),
        row("2027-08-01", U, 0, 0, 2),
        row("2027-08-02", LOMBARDIA, 0, 1, 0),
        row("2027-08-02", U, 0, 2, 0),
      ],
      totals: [total(LOMBARDIA, 0, 1, 1), total(U, 0, 2, 2)],
    });
    expect(istatCount("2027-09", STAYS)).toEqual({ month: "2027-09", rows: [], totals: [] });
  });

  it("handles December into January", () => {
    const stay = { checkIn: "2027-12-31", checkOut: "2028-01-02", guests: 1, origins: [GERMANIA] };
    expect(istatCount("2027-12", [stay]).rows).toEqual([row("2027-12-31", GERMANIA, 1, 0, 1)]);
    expect(istatCount("2028-01", [stay]).rows).toEqual([row("2028-01-01", GERMANIA, 0, 0, 1), row("2028-01-02", GERMANIA, 0, 1, 0)]);
  });
});

describe("months", () => {
  it("knows a month's bounds and its neighbours", () => {
    expect(monthBounds("2027-07")).toEqual({ first: "2027-07-01", next: "2027-08-01" });
    expect(monthBounds("2027-12")).toEqual({ first: "2027-12-01", next: "2028-01-01" });
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2027-12", 1)).toBe("2028-01");
    expect(shiftMonth("2027-07", 0)).toBe("2027-07");
  });
});

describe("istatCsv", () => {
  it("writes the days, then the month's totals, open days and bed-nights, for an Italian spreadsheet", () => {
    const csv = istatCsv({ ...istatCount("2027-08", STAYS), openDays: 30, bedNights: 240, missingStays: [] });
    expect(csv).toBe(
      "\uFEFFData;Provenienza;Tipo;Arrivi;Partenze;Presenze\r\n" +
        "01/08/2027;Lombardia;Regione;0;0;1\r\n" +
        "01/08/2027;Provenienza sconosciuta;Sconosciuta;0;0;2\r\n" +
        "02/08/2027;Lombardia;Regione;0;1;0\r\n" +
        "02/08/2027;Provenienza sconosciuta;Sconosciuta;0;2;0\r\n" +
        "Totale 08/2027;Lombardia;Regione;0;1;1\r\n" +
        "Totale 08/2027;Provenienza sconosciuta;Sconosciuta;0;2;2\r\n" +
        "Giorni di apertura 08/2027;;;;;30\r\n" +
        "Letti-notte disponibili 08/2027;;;;;240\r\n",
    );
  });
});
