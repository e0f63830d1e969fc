import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { stayGuests, stays } from "~/db/schema";
import { giveMissingCheckInLinks } from "~/features/stays/check-in-link.server";

import { call, dateFromToday, expectApiError, expectFieldError, json, rowCount, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The guests' data the law asks for, through the real server and database: the place search,
 * the pre-check-in link, the owner's view and corrections, the identity check, and what the
 * database holds (no birth date or document number in clear).
 */

const ITALY = "100000100";
const GERMANY = "100000216";
const PESCARA = "413068028";

type StayJson = { id: number; checkInUrl: string | null; registration?: { state: string; guestsEntered: number; missing: string[] } };

let server: TestServer;
let cookie: string;
let roomId: number;
const d = dateFromToday;
const admin = (init: RequestInit = {}) => withCookie(init, cookie);

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  roomId = (await call<{ id: number }>(server, "/api/rooms/tre")).body.id;
});
afterAll(async () => {
  await server?.close();
});

let nextDay = 100;
async function newStay(guests: number, language = "en", nights = 3): Promise<StayJson & { token: string }> {
  const checkIn = d(nextDay);
  nextDay += nights + 1;
  const res = await call<StayJson>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId,
        checkIn,
        checkOut: d(nextDay - 1),
        guests,
        source: "direct",
        leadGuest: { name: "Giulia D'Angelo", email: "giulia@example.com", phone: null },
        language,
        notes: null,
      }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  expect(res.body.checkInUrl).toMatch(/^http:\/\/localhost:3000\/check-in\/[A-Za-z0-9_-]{32}$/);
  return { ...res.body, token: res.body.checkInUrl!.split("/").pop()! };
}

const italian = (overrides: Record<string, unknown> = {}) => ({
  surname: "D'Angelo",
  givenName: "Nicolò",
  sex: "M",
  birthDate: "1985-04-12",
  birthCountry: ITALY,
  birthPlace: PESCARA,
  citizenship: ITALY,
  residenceCountry: ITALY,
  residencePlace: PESCARA,
  documentType: "IDENT",
  documentNumber: "CA12345AB",
  documentIssuePlace: PESCARA,
  ...overrides,
});
const german = (overrides: Record<string, unknown> = {}) => ({
  surname: "Müller",
  givenName: "Jürgen",
  sex: "M",
  birthDate: "1990-09-30",
  birthCountry: GERMANY,
  citizenship: GERMANY,
  residenceCountry: GERMANY,
  ...overrides,
});

const checkIn = (token: string, body: unknown, lang = "en") => call(server, `/api/check-in/${token}?lang=${lang}`, json("POST", body));

describe("GET /api/places", () => {
  it("finds current municipalities and countries by a few letters, accents and apostrophes either way", async () => {
    const forli = await call<{ code: string; name: string; province?: string }[]>(server, "/api/places?q=Forli&kind=comune");
    expect(forli.status).toBe(200);
    // The current FORLI' (FC), not the one that ended in 1994 (FO).
    expect(forli.body[0]).toEqual({ code: "408140012", name: "FORLI'", province: "FC" });
    expect(forli.body.map((p) => p.code)).not.toContain("408040012");
    const accented = await call<{ code: string }[]>(server, `/api/places?q=${encodeURIComponent("forlì")}&kind=comune`);
    expect(accented.body[0]!.code).toBe("408140012");
    const apostrophe = await call<{ code: string; name: string }[]>(server, `/api/places?q=${encodeURIComponent("Agliè")}&kind=comune`);
    expect(apostrophe.body[0]).toMatchObject({ code: "401001001", name: "AGLIE'" });
    const pescara = await call<{ code: string; province: string }[]>(server, "/api/places?q=pescara&kind=comune");
    expect(pescara.body[0]).toEqual({ code: PESCARA, name: "PESCARA", province: "PE" });
    const country = await call<{ code: string; name: string }[]>(server, "/api/places?q=germ&kind=stato");
    expect(country.body).toEqual([{ code: GERMANY, name: "GERMANIA" }]);
  });

  it("answers at most 20, nothing for one letter, and 400 for an unknown kind", async () => {
    const many = await call<unknown[]>(server, "/api/places?q=sa&kind=comune");
    expect(many.body).toHaveLength(20);
    expect((await call<unknown[]>(server, "/api/places?q=s&kind=comune")).body).toEqual([]);
    const bad = await call(server, "/api/places?q=roma&kind=city");
    expectApiError(bad, 400, "validation_error");
    expectFieldError(bad, "kind");
  });
});

describe("the pre-check-in link", () => {
  it("takes a family's data, answers the document number masked, and the owner reads it whole", async () => {
    const stay = await newStay(2);
    const res = await checkIn(stay.token, { partyType: "family", guests: [italian(), german()] });
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain("CA12345AB");
    expect((res.body as { guests: { documentNumber?: string }[] }).guests[0]!.documentNumber).toMatch(/^•+45AB$/);

    const owner = await call<{ partyType: string; guests: Record<string, unknown>[] }>(server, `/api/stays/${stay.id}/guests`, admin());
    expect(owner.status).toBe(200);
    expect(owner.body.partyType).toBe("family");
    expect(owner.body.guests[0]).toMatchObject({
      surname: "D'Angelo",
      givenName: "Nicolò",
      documentNumber: "CA12345AB",
      birthDate: "1985-04-12",
    });
    expect(owner.body.guests[0]!.names).toMatchObject({ birthPlace: { code: PESCARA, name: "PESCARA", province: "PE" } });
    expect(owner.body.guests[1]).toMatchObject({ surname: "Müller", birthPlace: null, residencePlace: null, birthCountry: GERMANY });

    const detail = await call<StayJson>(server, `/api/stays/${stay.id}`, admin());
    expect(detail.body.registration).toMatchObject({ state: "unchecked", guestsEntered: 2, missing: [] });
  });

  it("keeps the stored document number when a correction leaves it empty", async () => {
    const stay = await newStay(1);
    expect((await checkIn(stay.token, { guests: [italian()] })).status).toBe(200);
    const corrected = await checkIn(stay.token, { guests: [italian({ givenName: "Nicola", documentNumber: "" })] });
    expect(corrected.status, corrected.text).toBe(200);
    const owner = await call<{ guests: { givenName: string; documentNumber: string }[] }>(server, `/api/stays/${stay.id}/guests`, admin());
    expect(owner.body.guests[0]).toMatchObject({ givenName: "Nicola", documentNumber: "CA12345AB" });
  });

  it("refuses bad data field by field in the page's language, and stores nothing", async () => {
    const stay = await newStay(2, "de");
    const before = await rowCount(server, stayGuests);
    const res = await checkIn(
      stay.token,
      {
        guests: [
          italian({ birthDate: d(5), birthPlace: "999999999", documentNumber: null }),
          german({ documentType: "PASOR", documentNumber: "C01X00T47", residenceCountry: "100000000" }),
        ],
      },
      "de",
    );
    expectApiError(res, 400, "validation_error");
    expect(expectFieldError(res, "partyType")).toBe("Geben Sie an, wie Sie reisen: als Familie, Gruppe oder Einzelpersonen");
    expect(expectFieldError(res, "guests.0.birthDate")).toBe("Das Geburtsdatum darf nicht in der Zukunft liegen");
    expect(expectFieldError(res, "guests.0.birthPlace")).toBe("Wählen Sie eine italienische Gemeinde aus der Liste");
    expect(expectFieldError(res, "guests.0.documentNumber")).toMatch(/Ausweisnummer/);
    expect(expectFieldError(res, "guests.1.documentType")).toBe("Der Ausweis wird nur für den ersten Gast angegeben");
    expect(expectFieldError(res, "guests.1.residenceCountry")).toBe("Wählen Sie ein Land aus der Liste");

    const noDocument = await checkIn(stay.token, {
      partyType: "group",
      guests: [italian({ documentType: null, documentIssuePlace: "" }), german()],
    });
    expectFieldError(noDocument, "guests.0.documentType");
    expectFieldError(noDocument, "guests.0.documentIssuePlace");

    const tooMany = await checkIn(stay.token, { partyType: "group", guests: [italian(), german(), german()] }, "it");
    expect(expectFieldError(tooMany, "guests")).toBe("Il soggiorno è per 2 ospiti: non se ne possono indicare di più");

    // A municipality that no longer exists (FORLI' in the old province of Forlì, ended in 1994).
    const oldCode = await checkIn(stay.token, { partyType: "family", guests: [italian({ residencePlace: "408040012" }), german()] }, "it");
    expect(expectFieldError(oldCode, "guests.0.residencePlace")).toBe("Scegli un comune italiano dall'elenco");
    const abroadPlace = await checkIn(stay.token, { partyType: "family", guests: [italian(), german({ birthPlace: PESCARA })] }, "es");
    expect(expectFieldError(abroadPlace, "guests.1.birthPlace")).toBe("El municipio solo se indica para Italia: deja el campo vacío");

    expect(await rowCount(server, stayGuests)).toBe(before);
  });

  it("answers 404 for a wrong token, a cancelled stay's and a past one's, and says nothing of any stay", async () => {
    const wrong = await checkIn("x".repeat(32), { guests: [italian()] });
    expectApiError(wrong, 404, "not_found");
    const cancelled = await newStay(1);
    await call(server, `/api/stays/${cancelled.id}`, admin(json("PATCH", { status: "cancelled" })));
    expectApiError(await checkIn(cancelled.token, { guests: [italian()] }), 404, "not_found");
    const past = await newStay(1);
    await server.db.execute(sql`update stays set check_in = current_date - 5, check_out = current_date - 2 where id = ${past.id}`);
    expectApiError(await checkIn(past.token, { guests: [italian()] }), 404, "not_found");
    const page = await call(server, `/api/stays/${past.id}`, admin());
    expect((page.body as StayJson).checkInUrl).toBeNull();
  });

  it("closes once the owner has identified the guests at their arrival", async () => {
    const stay = await newStay(1);
    // The check is made as the guests arrive: the stay is moved to arrive today.
    const moved = await call(server, `/api/stays/${stay.id}`, admin(json("PATCH", { checkIn: d(0), checkOut: d(1), override: true })));
    expect(moved.status, moved.text).toBe(200);
    const early = await call(server, `/api/stays/${stay.id}/identity-checked`, admin(json("POST", { checked: true })));
    expect(expectApiError(early, 409, "guests_incomplete").message).toMatch(/dati di 1 ospite su 1/);
    expect((await checkIn(stay.token, { guests: [italian()] })).status).toBe(200);
    const checked = await call<{ state: string; identityCheckedAt: string }>(
      server,
      `/api/stays/${stay.id}/identity-checked`,
      admin(json("POST", { checked: true })),
    );
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.state).toBe("ready");
    expectApiError(await checkIn(stay.token, { guests: [italian({ givenName: "Other" })] }), 409, "check_in_closed");
    // The owner may still correct them.
    const put = await call(server, `/api/stays/${stay.id}/guests`, admin(json("PUT", { guests: [italian({ givenName: "Nicola" })] })));
    expect(put.status, put.text).toBe(200);
  });
});

describe("the region's statistics: the reason for the trip and the means of transport", () => {
  type Answers = { guests: { tripPurpose: string | null; transport: string | null }[] };
  const answers = (body: unknown) => (body as Answers).guests.map((g) => [g.tripPurpose, g.transport]);

  it("the guest's answers are stored and read back, the owner's too; left out or empty they are null", async () => {
    const stay = await newStay(2);
    const saved = await checkIn(stay.token, {
      partyType: "family",
      guests: [italian({ tripPurpose: "CONGRESSUALE/AFFARI", transport: "AEREO+TRENO" }), german({ tripPurpose: "", transport: null })],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(answers(saved.body)).toEqual([
      ["CONGRESSUALE/AFFARI", "AEREO+TRENO"],
      [null, null],
    ]);
    const owner = await call<Answers>(server, `/api/stays/${stay.id}/guests`, admin());
    expect(answers(owner.body)).toEqual([
      ["CONGRESSUALE/AFFARI", "AEREO+TRENO"],
      [null, null],
    ]);
    const rows = (await server.db.select().from(stayGuests).where(eq(stayGuests.stayId, stay.id))).sort((a, b) => a.position - b.position);
    expect(rows.map((r) => [r.tripPurpose, r.transport])).toEqual([
      ["CONGRESSUALE/AFFARI", "AEREO+TRENO"],
      [null, null],
    ]);

    // The owner's correction: the second guest answers, the lead's answers left out are gone.
    const put = await call<Answers>(
      server,
      `/api/stays/${stay.id}/guests`,
      admin(json("PUT", { partyType: "family", guests: [italian(), german({ tripPurpose: "BALNEARE", transport: "AUTO" })] })),
    );
    expect(put.status, put.text).toBe(200);
    expect(answers(put.body)).toEqual([
      [null, null],
      ["BALNEARE", "AUTO"],
    ]);
    expect(answers((await call<Answers>(server, `/api/stays/${stay.id}/guests`, admin())).body)).toEqual([
      [null, null],
      ["BALNEARE", "AUTO"],
    ]);
  });

  it("refuses a value outside the lists on its field, in the request's language, and stores nothing", async () => {
    const stay = await newStay(2, "de");
    expect((await checkIn(stay.token, { partyType: "family", guests: [italian({ transport: "TRENO" }), german()] })).status).toBe(200);
    const before = await rowCount(server, stayGuests);

    const guestRes = await checkIn(
      stay.token,
      { partyType: "family", guests: [italian({ transport: "AUTO" }), german({ tripPurpose: "VACANZA", transport: "auto" })] },
      "de",
    );
    expectApiError(guestRes, 400, "validation_error");
    expect(expectFieldError(guestRes, "guests.1.tripPurpose")).toBe(
      "Wählen Sie einen Reisegrund aus der Liste oder lassen Sie „Keine Angabe“",
    );
    expect(expectFieldError(guestRes, "guests.1.transport")).toBe(
      "Wählen Sie ein Verkehrsmittel aus der Liste oder lassen Sie „Keine Angabe“",
    );
    expect(expectApiError(guestRes, 400, "validation_error").fields).not.toHaveProperty(["guests.0.transport"]);

    const english = await checkIn(stay.token, { partyType: "family", guests: [italian({ tripPurpose: 7 }), german()] }, "en");
    expect(expectFieldError(english, "guests.0.tripPurpose")).toBe(
      "Choose a reason for the trip from the list, or leave “Prefer not to say”",
    );

    const owner = await call(
      server,
      `/api/stays/${stay.id}/guests`,
      admin(json("PUT", { partyType: "family", guests: [italian(), german({ transport: "ELICOTTERO" })] })),
    );
    expectApiError(owner, 400, "validation_error");
    expect(expectFieldError(owner, "guests.1.transport")).toBe(
      "Scegli un mezzo di trasporto dall'elenco, oppure lascia «Preferisco non dirlo»",
    );

    // What was stored before stays as it was.
    expect(await rowCount(server, stayGuests)).toBe(before);
    const stored = await call<Answers>(server, `/api/stays/${stay.id}/guests`, admin());
    expect(answers(stored.body)).toEqual([
      [null, "TRENO"],
      [null, null],
    ]);
  });
});

describe("the owner's session", () => {
  it("the guests' addresses answer 401 without it, and nothing is stored", async () => {
    const stay = await newStay(1);
    const before = await rowCount(server, stayGuests);
    for (const [method, path, body] of [
      ["GET", `/api/stays/${stay.id}/guests`, undefined],
      ["PUT", `/api/stays/${stay.id}/guests`, { guests: [italian()] }],
      ["POST", `/api/stays/${stay.id}/identity-checked`, { checked: true }],
      ["GET", "/api/police/day?date=2026-01-01", undefined],
      ["GET", "/api/police/file?date=2026-01-01", undefined],
      ["POST", "/api/police/sent", { date: "2026-01-01", stayIds: [stay.id] }],
      ["GET", "/api/police/overdue", undefined],
    ] as const) {
      expectApiError(await call(server, path, json(method, body)), 401, "unauthorized");
    }
    expect(await rowCount(server, stayGuests)).toBe(before);
  });

  it("the owner's corrections are checked as the guest's are", async () => {
    const stay = await newStay(1);
    const bad = await call(
      server,
      `/api/stays/${stay.id}/guests`,
      admin(json("PUT", { guests: [italian({ sex: "X", citizenship: "" })] })),
    );
    expectApiError(bad, 400, "validation_error");
    expectFieldError(bad, "guests.0.sex");
    expectFieldError(bad, "guests.0.citizenship");
    expectApiError(await call(server, "/api/stays/999999/guests", admin()), 404, "not_found");
    const badCheck = await call(server, `/api/stays/${stay.id}/identity-checked`, admin(json("POST", { checked: "yes" })));
    expectFieldError(badCheck, "checked");
    expect((await call<StayJson>(server, `/api/stays/${stay.id}`, admin())).body).toMatchObject({ identityCheckedAt: null });
  });
});

describe("what the logs hold", () => {
  it("nothing of a guest's birth date or document, saved or refused", async () => {
    const stay = await newStay(1);
    const written: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(" "))),
    );
    try {
      expect((await checkIn(stay.token, { guests: [italian()] })).status).toBe(200);
      expect((await checkIn(stay.token, { guests: [italian({ documentNumber: "X", birthDate: "1985-04-31" })] })).status).toBe(400);
      await checkIn(stay.token, "{ not json CA12345AB 1985-04-12");
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const logs = written.join("\n");
    for (const secret of ["CA12345AB", "1985-04-12", "1985-04-31", stay.token]) expect(logs).not.toContain(secret);
  });
});

describe("what the database holds", () => {
  it("no birth date or document number in clear, and erasing the stay erases its guests", async () => {
    const stay = await newStay(2);
    expect((await checkIn(stay.token, { partyType: "family", guests: [italian(), german()] })).status).toBe(200);
    const dump = JSON.stringify(
      (
        await server.db.execute(
          sql`select g.*, s.check_in_token_sealed from stay_guests g join stays s on s.id = g.stay_id where g.stay_id = ${stay.id}`,
        )
      ).rows,
    );
    expect(dump).toContain("Müller");
    for (const secret of ["CA12345AB", "1985-04-12", "12/04/1985", "1990-09-30", "19850412", stay.token])
      expect(dump).not.toContain(secret);
    await call(server, `/api/stays/${stay.id}`, admin(json("DELETE")));
    expect((await server.db.select().from(stayGuests).where(eq(stayGuests.stayId, stay.id))).length).toBe(0);
    expect((await server.db.select().from(stays).where(eq(stays.id, stay.id))).length).toBe(0);
  });
});

describe("stays entered before pre-check-in links existed", () => {
  it("get a link at start, the past ones none", async () => {
    const stay = await newStay(1);
    const past = await newStay(1);
    await server.db.execute(
      sql`update stays set check_in_token_hash = null, check_in_token_sealed = null where id in (${stay.id}, ${past.id})`,
    );
    await server.db.execute(sql`update stays set check_in = current_date - 9, check_out = current_date - 6 where id = ${past.id}`);
    expect(await giveMissingCheckInLinks()).toBe(1);
    const detail = await call<StayJson>(server, `/api/stays/${stay.id}`, admin());
    expect(detail.body.checkInUrl).toMatch(/\/check-in\/[A-Za-z0-9_-]{32}$/);
    expect(detail.body.checkInUrl).not.toContain(stay.token);
  });
});
