import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { policeSends } from "~/db/schema";

import { call, dateFromToday, expectApiError, expectFieldError, json, rowCount, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The report to the State Police through the real server and database: the day's states, the
 * file checked field by field against the portal's layout (resources/alloggiati/README.md), the
 * sending and its history. The deadlines and their warnings: police-deadlines.test.ts.
 */

const ITALY = "100000100";
const GERMANY = "100000216";
const PESCARA = "413068028";

/** The layout: each field's name and width, in order (168 characters). */
const LAYOUT = [
  ["type", 2],
  ["arrival", 10],
  ["nights", 2],
  ["surname", 50],
  ["givenName", 30],
  ["sex", 1],
  ["birthDate", 10],
  ["birthPlace", 9],
  ["birthProvince", 2],
  ["birthCountry", 9],
  ["citizenship", 9],
  ["documentType", 5],
  ["documentNumber", 20],
  ["issuePlace", 9],
] as const;

function fieldsOf(record: string): Record<string, string> {
  expect(record).toHaveLength(168);
  const out: Record<string, string> = {};
  let offset = 0;
  for (const [name, width] of LAYOUT) {
    out[name] = record.slice(offset, offset + width);
    offset += width;
  }
  return out;
}
const padded = (value: string, width: number) => value.padEnd(width, " ");
const portalDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

let server: TestServer;
let cookie: string;
const rooms: { id: number; maxGuests: number }[] = [];
const d = dateFromToday;
const admin = (init: RequestInit = {}) => withCookie(init, cookie);

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"])
    rooms.push((await call<{ id: number; maxGuests: number }>(server, `/api/rooms/${slug}`)).body);
  rooms.sort((a, b) => b.maxGuests - a.maxGuests);
});
afterAll(async () => {
  await server?.close();
});

async function stayWith(room: { id: number }, checkIn: string, nights: number, guests: unknown[], partyType?: string) {
  const res = await call<{ id: number }>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId: room.id,
        checkIn,
        checkOut: dateFromTodayPlus(checkIn, nights),
        guests: guests.length,
        source: "direct",
        leadGuest: { name: "Ospite", email: null, phone: null },
        language: "it",
        notes: null,
        override: true,
      }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  const put = await call(server, `/api/stays/${res.body.id}/guests`, admin(json("PUT", { partyType, guests })));
  expect(put.status, put.text).toBe(200);
  return res.body.id;
}
function dateFromTodayPlus(day: string, nights: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + nights);
  return date.toISOString().slice(0, 10);
}

const nicolo = {
  surname: "D’Angelo",
  givenName: "Nicolò",
  sex: "M",
  birthDate: "1985-04-12",
  birthCountry: ITALY,
  birthPlace: PESCARA,
  citizenship: ITALY,
  residenceCountry: ITALY,
  residencePlace: PESCARA,
  documentType: "IDENT",
  documentNumber: "ca12345ab",
  documentIssuePlace: PESCARA,
};
const maria = { ...nicolo, surname: "De Luca", givenName: "Maria Chiara", sex: "F", birthDate: "1987-01-05" };
for (const key of ["documentType", "documentNumber", "documentIssuePlace"] as const) delete (maria as Record<string, unknown>)[key];
const chiara = { ...maria, surname: "D'Angelo", givenName: "Chiara", birthDate: "2018-06-01" };
const jurgen = {
  surname: "Müller-Lüdenscheidt von und zu Hohenzollern-Sigmaringen-Großherzog",
  givenName: "Jürgen",
  sex: "M",
  birthDate: "1990-09-30",
  birthCountry: GERMANY,
  citizenship: GERMANY,
  residenceCountry: GERMANY,
  documentType: "PASOR",
  documentNumber: "C01X00T47",
  documentIssuePlace: GERMANY,
};

describe("the day's file for the portal", () => {
  const today = d(0);
  let family: number;
  let single: number;
  let unchecked: number;

  beforeAll(async () => {
    family = await stayWith(rooms[0]!, today, 2, [nicolo, maria, chiara], "family");
    single = await stayWith(rooms[1]!, today, 35, [jurgen]);
    unchecked = await stayWith(rooms[2]!, today, 1, [{ ...jurgen, surname: "Schmidt" }]);
    for (const id of [family, single]) {
      const res = await call(server, `/api/stays/${id}/identity-checked`, admin(json("POST", {})));
      expect(res.status, res.text).toBe(200);
    }
  });

  it("holds one record per checked guest, head of family first, CR LF between records", async () => {
    const res = await call(server, `/api/police/file?date=${today}`, admin());
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="alloggiati-${today}.txt"`);
    const records = res.text.split("\r\n");
    expect(records).toHaveLength(4);
    expect(res.text).not.toMatch(/[^\r]\n/);
    expect(res.text).not.toContain("SCHMIDT");
    // Plain ASCII throughout.
    expect(/^[\x20-\x7e\r\n]*$/.test(res.text)).toBe(true);

    const [head, wife, child, german] = records.map(fieldsOf);
    expect(head).toEqual({
      type: "17",
      arrival: portalDay(today),
      nights: "02",
      surname: padded("D'ANGELO", 50),
      givenName: padded("NICOLO'", 30),
      sex: "1",
      birthDate: "12/04/1985",
      birthPlace: PESCARA,
      birthProvince: "PE",
      birthCountry: ITALY,
      citizenship: ITALY,
      documentType: "IDENT",
      documentNumber: padded("CA12345AB", 20),
      issuePlace: PESCARA,
    });
    expect(wife).toEqual({
      type: "19",
      arrival: portalDay(today),
      nights: "02",
      surname: padded("DE LUCA", 50),
      givenName: padded("MARIA CHIARA", 30),
      sex: "2",
      birthDate: "05/01/1987",
      birthPlace: PESCARA,
      birthProvince: "PE",
      birthCountry: ITALY,
      citizenship: ITALY,
      documentType: "     ",
      documentNumber: " ".repeat(20),
      issuePlace: " ".repeat(9),
    });
    expect(child).toMatchObject({ type: "19", surname: padded("D'ANGELO", 50), givenName: padded("CHIARA", 30), birthDate: "01/06/2018" });
    expect(german).toEqual({
      type: "16",
      arrival: portalDay(today),
      // 35 nights: the portal takes at most 30.
      nights: "30",
      // Umlauts dropped, ß as SS, hyphens as spaces, cut at 50.
      surname: "MULLER LUDENSCHEIDT VON UND ZU HOHENZOLLERN SIGMARINGEN GROSSHERZOG".slice(0, 50),
      givenName: padded("JURGEN", 30),
      sex: "1",
      birthDate: "30/09/1990",
      // Born abroad: no municipality, no province.
      birthPlace: " ".repeat(9),
      birthProvince: "  ",
      birthCountry: GERMANY,
      citizenship: GERMANY,
      documentType: "PASOR",
      documentNumber: padded("C01X00T47", 20),
      issuePlace: GERMANY,
    });
  });

  it("lists the day's stays with their state, and records the sending for five years", async () => {
    const day = await call<{ stays: { stayId: number; registration: { state: string } }[] }>(
      server,
      `/api/police/day?date=${today}`,
      admin(),
    );
    expect(day.status).toBe(200);
    const state = (id: number) => day.body.stays.find((s) => s.stayId === id)?.registration.state;
    expect([state(family), state(single), state(unchecked)]).toEqual(["ready", "ready", "unchecked"]);

    const refused = await call(server, "/api/police/sent", admin(json("POST", { date: today, stayIds: [unchecked] })));
    expectApiError(refused, 409, "identity_not_checked");
    const wrongDay = await call(server, "/api/police/sent", admin(json("POST", { date: d(-5), stayIds: [family] })));
    expectFieldError(wrongDay, "stayIds");
    for (const path of ["/api/police/file?date=2026-02-30", "/api/police/day?date=yesterday"]) {
      expectFieldError(await call(server, path, admin()), "date");
    }
    const empty = await call(server, "/api/police/sent", admin(json("POST", { date: "2026-02-30", stayIds: [] })));
    expectFieldError(empty, "date");
    expectFieldError(empty, "stayIds");
    expect(await rowCount(server, policeSends)).toBe(0);

    const sent = await call<{
      stays: { stayId: number; registration: { state: string } }[];
      sends: { records: number; receipt: string; sentBy: string }[];
    }>(server, "/api/police/sent", admin(json("POST", { date: today, stayIds: [family, single], receipt: "R-2026-0042" })));
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.stays.find((s) => s.stayId === family)?.registration.state).toBe("sent");
    expect(sent.body.sends[0]).toMatchObject({ records: 4, receipt: "R-2026-0042", sentBy: "admin" });
    // The history holds no guest's data.
    const history = JSON.stringify((await server.db.execute(sql`select * from police_sends`)).rows);
    expect(history).not.toMatch(/ANGELO|Angelo|CA12345AB|1985/);
  });
});
