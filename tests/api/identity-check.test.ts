import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { stays } from "~/db/schema";

import { call, dateFromToday, expectApiError, expectFieldError, json, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The guests identified at their arrival (POST /api/stays/{id}/identity-checked) through the real
 * server and database: not before the arrival day (Italy's calendar), in person or by a live
 * video call, when, how and by whom, wherever the check is shown, and the private link closed
 * after it. scripts/test.mjs runs this file again under TZ=America/Los_Angeles.
 */

type Registration = {
  state: string;
  identityCheckedAt: string | null;
  identityCheckMethod: string | null;
  identityCheckedBy: string | null;
};
type StayJson = {
  id: number;
  checkInUrl: string;
  identityCheckedAt: string | null;
  identityCheckMethod: string | null;
  registration: Registration;
};

const GUEST = {
  surname: "Marino",
  givenName: "Paolo",
  sex: "M",
  birthDate: "1979-10-02",
  birthCountry: "100000100",
  birthPlace: "413068028",
  citizenship: "100000100",
  residenceCountry: "100000100",
  residencePlace: "413068028",
  documentType: "IDENT",
  documentNumber: "CA77777MM",
  documentIssuePlace: "413068028",
};

let server: TestServer;
let cookie: string;
let roomId: number;
const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const d = dateFromToday;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  roomId = (await call<{ id: number }>(server, "/api/rooms/due")).body.id;
});
afterAll(async () => {
  await server?.close();
});

/** A stay whose one guest's data is all in, arriving `from` days from today (Italy). */
async function stayArriving(from: number): Promise<StayJson> {
  const res = await call<StayJson>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId,
        checkIn: d(from),
        checkOut: d(from + 2),
        guests: 1,
        source: "direct",
        leadGuest: { name: "Paolo Marino" },
        language: "it",
        override: true,
      }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  const put = await call(server, `/api/stays/${res.body.id}/guests`, admin(json("PUT", { guests: [GUEST] })));
  expect(put.status, put.text).toBe(200);
  return res.body;
}

const check = (id: number, body?: unknown, lang = "it") =>
  call<Registration>(server, `/api/stays/${id}/identity-checked?lang=${lang}`, admin(json("POST", body)));
const stored = async (id: number) => {
  const [row] = await server.db
    .select({ at: stays.identityCheckedAt, method: stays.identityCheckMethod, by: stays.identityCheckedBy })
    .from(stays)
    .where(eq(stays.id, id));
  return row;
};

describe("before the arrival day", () => {
  it("answers 409 too_early in the caller's language, and nothing changes", async () => {
    const stay = await stayArriving(1);
    for (const [body, lang, message] of [
      [undefined, "it", /al momento dell'arrivo, di persona o in videochiamata dal vivo \(Consiglio di Stato, 21 novembre 2025\)/],
      [{ method: "video" }, "en", /at the moment they arrive, in person or by a live video call \(Consiglio di Stato, 21 November 2025\)/],
      [{ checked: true }, "de", /im Moment ihrer Ankunft/],
      [{ method: "in-person" }, "es", /en el momento de su llegada/],
    ] as const) {
      expect(expectApiError(await check(stay.id, body, lang), 409, "too_early").message).toMatch(message);
    }
    expect(await stored(stay.id)).toEqual({ at: null, method: null, by: null });
    // The guest may still correct their data from the link.
    const token = stay.checkInUrl.split("/").pop()!;
    expect(
      (await call(server, `/api/check-in/${token}`, json("POST", { guests: [{ ...GUEST, givenName: "Paola", sex: "F" }] }))).status,
    ).toBe(200);
  });
});

describe("from the arrival day", () => {
  it("no body means in person, recorded with when and by whom", async () => {
    const stay = await stayArriving(0);
    const before = Date.now();
    const res = await check(stay.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: "ready", identityCheckMethod: "in-person", identityCheckedBy: "admin" });
    expect(Date.parse(res.body.identityCheckedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await stored(stay.id))?.method).toBe("in-person");
  });

  it("today's callers' { checked: true } is in person too, and a stay that arrived yesterday can be checked", async () => {
    const stay = await stayArriving(-1);
    const res = await check(stay.id, { checked: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.identityCheckMethod).toBe("in-person");
  });

  it("a live video call is recorded and shown wherever the check is, and closes the private link", async () => {
    const stay = await stayArriving(0);
    const res = await check(stay.id, { method: "video" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: "ready", identityCheckMethod: "video", identityCheckedBy: "admin" });

    const one = await call<StayJson>(server, `/api/stays/${stay.id}`, admin());
    expect(one.body).toMatchObject({ identityCheckMethod: "video", identityCheckedAt: res.body.identityCheckedAt });
    expect(one.body.registration).toMatchObject({ identityCheckMethod: "video", identityCheckedBy: "admin" });
    const guests = await call<{ identityCheckMethod: string; identityCheckedAt: string }>(server, `/api/stays/${stay.id}/guests`, admin());
    expect(guests.body).toMatchObject({ identityCheckMethod: "video", identityCheckedAt: res.body.identityCheckedAt });
    const day = await call<{ stays: { stayId: number; registration: Registration }[] }>(server, `/api/police/day?date=${d(0)}`, admin());
    expect(day.body.stays.find((s) => s.stayId === stay.id)?.registration).toMatchObject({ identityCheckMethod: "video" });
    const list = await call<StayJson[]>(server, `/api/stays?from=${d(0)}&to=${d(1)}`, admin());
    expect(list.body.find((s) => s.id === stay.id)?.identityCheckMethod).toBe("video");

    const token = stay.checkInUrl.split("/").pop()!;
    expectApiError(await call(server, `/api/check-in/${token}`, json("POST", { guests: [GUEST] })), 409, "check_in_closed");
  });

  it("a method that is neither is a 400 on `method`, and nothing changes", async () => {
    const stay = await stayArriving(0);
    expect((await check(stay.id, { method: "video" })).status).toBe(200);
    const before = await stored(stay.id);
    for (const [method, lang, message] of [
      ["phone", "it", "Indica come hai identificato gli ospiti: in-person (di persona) o video (videochiamata dal vivo)"],
      ["", "en", "Say how you identified the guests: in-person or video (a live video call)"],
      [5, "es", "Indica cómo identificaste a los huéspedes: in-person (en persona) o video (videollamada en directo)"],
    ] as const) {
      const res = await check(stay.id, { method }, lang);
      expectApiError(res, 400, "validation_error");
      expect(expectFieldError(res, "method")).toBe(message);
    }
    expect(await stored(stay.id)).toEqual(before);
  });

  it("{ checked: false } takes it back, and the guests may correct their data again", async () => {
    const stay = await stayArriving(0);
    expect((await check(stay.id, { method: "video" })).status).toBe(200);
    const undone = await check(stay.id, { checked: false });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ state: "unchecked", identityCheckedAt: null, identityCheckMethod: null, identityCheckedBy: null });
    expect(await stored(stay.id)).toEqual({ at: null, method: null, by: null });
    const token = stay.checkInUrl.split("/").pop()!;
    expect((await call(server, `/api/check-in/${token}`, json("POST", { guests: [GUEST] }))).status).toBe(200);
  });
});
