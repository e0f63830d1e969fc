import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, policePortal, policeSends, stayGuests, stays } from "~/db/schema";
import { releasePoliceClaims } from "~/features/guests/police-send-state.server";
import { runPoliceAutoSend } from "~/features/guests/police-send.server";
import { writePoliceSummary } from "~/features/guests/police-summary.server";
import { addDays, italyWallTime, todayInItaly } from "~/lib/dates";
import { unseal } from "~/lib/guest-crypto.server";

import { startLoopbackPortal, type LoopbackPortal } from "../setup/alloggiati-portal";
import { call, expectApiError, expectFieldError, json, rowCount, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Sending the guests to the police through the portal's web service, against the real server, its
 * database and the tests' own portal on loopback (tests/setup/alloggiati-portal.ts), which checks
 * every record as the real one does: the owner's account (write-only, sealed), "Prova
 * collegamento", "Invia alla Questura" for a day (Test first, nothing sent when a guest is
 * refused, a stay never sent twice), the token kept and renewed, a portal that does not answer,
 * "Invia da solo" with its retries, and the owner's daily summary. scripts/test.mjs runs this file
 * again under TZ=America/Los_Angeles.
 */

const ACCOUNT = { username: "casabrezza", password: "Pàss word 1!", wsKey: "WSKEY-0123456789ABCDEF" };
const ITALY = "100000100";
const GERMANY = "100000216";
const PESCARA = "413068028";
/** A country code the portal's table does not hold: the portal refuses the record ("Stato di Nascita Errato"). */
const NO_COUNTRY = "999999999";

let server: TestServer;
let portal: LoopbackPortal;
let cookie: string;
let roomIds: number[] = [];
const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const today = todayInItaly();

type DayJson = { stays: { stayId: number; policeError: { kind: string } | null; registration: { state: string } }[]; sent: number };
type Refused = {
  error: { code: string; message: string; records: { stayId: number; guest: number; name: string; code: string; message: string }[] };
};

const lead = (surname: string) => ({
  surname,
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
});
const member = (surname: string) => ({
  surname,
  givenName: "Jürgen",
  sex: "M",
  birthDate: "2012-09-30",
  birthCountry: GERMANY,
  birthPlace: null,
  citizenship: GERMANY,
  residenceCountry: GERMANY,
  residencePlace: null,
});

beforeAll(async () => {
  portal = await startLoopbackPortal(ACCOUNT);
  // A short time-out: the portal that does not answer is given up quickly.
  server = await startTestServer({ alloggiati: { endpoint: portal.url, timeoutMs: 1000 } });
  cookie = await server.adminCookie();
  roomIds = await Promise.all(
    ["uno", "due", "tre", "quattro"].map(async (slug) => (await call<{ id: number }>(server, `/api/rooms/${slug}`)).body.id),
  );
});
afterAll(async () => {
  await server?.close();
  await portal?.close();
});

let serial = 0;
/** A stay arriving today (Italy) with its guests entered and identified in person: ready for the portal. */
async function readyStay(leadName: string, guests: unknown[]): Promise<number> {
  const created = await call<{ id: number }>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId: roomIds[serial++ % roomIds.length],
        checkIn: today,
        checkOut: addDays(today, 2),
        guests: guests.length,
        source: "direct",
        leadGuest: { name: leadName, email: null, phone: null },
        language: "it",
        notes: null,
        override: true,
      }),
    ),
  );
  expect(created.status, created.text).toBe(201);
  const id = created.body.id;
  const put = await call(server, `/api/stays/${id}/guests`, admin(json("PUT", { partyType: guests.length > 1 ? "family" : null, guests })));
  expect(put.status, put.text).toBe(200);
  const checked = await call(server, `/api/stays/${id}/identity-checked`, admin(json("POST", { method: "in-person" })));
  expect(checked.status, checked.text).toBe(200);
  return id;
}

/** Puts a code the portal refuses into a stored guest, as a table change could leave one. */
async function breakGuest(stayId: number, position: number) {
  await server.db
    .update(stayGuests)
    .set({ birthCountry: NO_COUNTRY })
    .where(sql`${stayGuests.stayId} = ${stayId} and ${stayGuests.position} = ${position}`);
}

const send = (date = today) => call<DayJson>(server, "/api/police/send", admin(json("POST", { date })));
const saveAccount = (body: Record<string, unknown>, query = "") =>
  call<{ username: string; configured: boolean; autoSend: boolean }>(
    server,
    `/api/settings/police-portal${query}`,
    admin(json("PUT", body)),
  );

async function stayState(ids: number[]) {
  const rows = await server.db.select().from(stays).where(inArray(stays.id, ids)).orderBy(stays.id);
  return rows;
}
const count = (operation: string) => portal.calls.filter((c) => c === operation).length;
/** The records the portal kept that name this surname (as the records write it). */
const storedFor = (surname: string) => portal.stored.filter((s) => s.record.slice(14, 64).trim() === surname);

describe("the portal's account", () => {
  it("answers 401 without the owner's session, and 409 before it is configured", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/settings/police-portal", undefined],
      ["PUT", "/api/settings/police-portal", ACCOUNT],
      ["POST", "/api/police/portal-test", {}],
      ["POST", "/api/police/send", { date: today }],
    ] as const) {
      expectApiError(await call(server, path, json(method, body)), 401, "unauthorized");
    }
    expect(await rowCount(server, policePortal)).toBe(0);
    expectApiError(await call(server, "/api/police/portal-test", admin(json("POST", {}))), 409, "portal_not_configured");
    expectApiError(await send(), 409, "portal_not_configured");
    expectFieldError(await send("2026-02-30"), "date");
    expect((await call(server, "/api/settings/police-portal", admin())).body).toEqual({ username: "", configured: false, autoSend: false });
    expect(portal.calls).toEqual([]);
  });

  it("needs the password and the key the first time, with field errors in the caller's language", async () => {
    const first = await saveAccount({ username: ACCOUNT.username }, "?lang=en");
    expect(expectFieldError(first, "password")).toBe("Required field");
    expect(expectFieldError(first, "wsKey")).toBe("Required field");
    const bad = await saveAccount({ username: " ", password: "a\nb", wsKey: "k".repeat(201), autoSend: "yes" }, "?lang=de");
    expect(expectFieldError(bad, "username")).toBe("Pflichtfeld");
    expectFieldError(bad, "password");
    expectFieldError(bad, "wsKey");
    expectFieldError(bad, "autoSend");
    expect(await rowCount(server, policePortal)).toBe(0);
  });

  it("refuses wrong credentials with the portal's own words, and a day then sends nothing", async () => {
    const saved = await saveAccount({ ...ACCOUNT, password: "wrong-password" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ username: ACCOUNT.username, configured: true, autoSend: false });

    const tested = expectApiError(await call(server, "/api/police/portal-test", admin(json("POST", {}))), 422, "portal_refused");
    expect(tested.message).toContain("AUTENTICAZIONE_FALLITA");

    const stayId = await readyStay("Ospite Credenziali", [lead("Bruni")]);
    const refused = expectApiError(await send(), 422, "portal_refused");
    expect(refused.message).toContain("AUTENTICAZIONE_FALLITA");
    expect(portal.calls).not.toContain("Send");
    expect(portal.stored).toEqual([]);
    expect(await rowCount(server, policeSends)).toBe(0);
    const [stay] = await stayState([stayId]);
    expect(stay!.policeSentAt).toBeNull();
    expect(stay!.policeClaimedUntil).toBeNull();
    expect(stay!.policeError).toMatchObject({ kind: "unreachable", message: expect.stringContaining("AUTENTICAZIONE_FALLITA") });
  });

  it("keeps the password and the key sealed, never answers them, and keeps them when a save leaves them out", async () => {
    expect((await saveAccount(ACCOUNT)).status).toBe(200);
    expect(await call(server, "/api/police/portal-test", admin(json("POST", {})))).toMatchObject({ status: 200, body: { ok: true } });
    // A save without the password and the key (the panel's "salvata"): both stay as they were.
    const kept = await saveAccount({ username: ACCOUNT.username, password: "", autoSend: false });
    expect(kept.status, kept.text).toBe(200);
    const tokensBefore = count("GenerateToken");
    expect(await call(server, "/api/police/portal-test", admin(json("POST", {})))).toMatchObject({ status: 200, body: { ok: true } });
    expect(count("GenerateToken")).toBe(tokensBefore + 1);

    const answer = await call(server, "/api/settings/police-portal", admin());
    expect(answer.body).toEqual({ username: ACCOUNT.username, configured: true, autoSend: false });
    const [row] = await server.db.select().from(policePortal);
    const stored = JSON.stringify((await server.db.execute(sql`select * from police_portal`)).rows);
    for (const text of [answer.text, stored]) {
      expect(text).not.toContain(ACCOUNT.password);
      expect(text).not.toContain(ACCOUNT.wsKey);
      expect(text).not.toMatch(/tok-\d+-/);
    }
    // Sealed, not lost: the key opens them again.
    expect(unseal(row!.passwordSealed!)).toBe(ACCOUNT.password);
    expect(unseal(row!.wsKeySealed!)).toBe(ACCOUNT.wsKey);
    expect(unseal(row!.tokenSealed!)).toMatch(/^tok-/);
  });
});

describe("Invia alla Questura (a day's stays through the portal)", () => {
  it("sends nothing when the portal refuses one guest among them, and says which", async () => {
    // The stay left by the wrong credentials is the day's first, unsent; three more.
    const single = await readyStay("Ospite Singolo", [lead("Ricci")]);
    const family = await readyStay("Famiglia Moretti", [lead("Moretti"), member("Moretti")]);
    const other = await readyStay("Ospite Altro", [lead("Galli")]);
    await breakGuest(family, 1);
    const res = await call<Refused>(server, "/api/police/send", admin(json("POST", { date: today })));
    const error = expectApiError(res, 422, "portal_refused");
    expect(error.message).toContain("Stato di Nascita Errato");
    expect(res.body.error.records).toEqual([
      { stayId: family, guest: 1, name: "Moretti Jürgen", code: "12", message: "Stato di Nascita Errato (SCHEDINA_CAMPO_NON_CORRETTO)" },
    ]);
    expect(portal.calls).not.toContain("Send");
    expect(portal.stored).toEqual([]);
    expect(await rowCount(server, policeSends)).toBe(0);
    const states = await stayState([single, family, other]);
    expect(states.map((s) => s.policeSentAt)).toEqual([null, null, null]);
    expect(states.map((s) => s.policeClaimedUntil)).toEqual([null, null, null]);
    expect(states.map((s) => s.policeError?.kind ?? null)).toEqual([null, "refused", null]);

    // The panel's day shows the refusal on the stay's row.
    const day = await call<DayJson>(server, `/api/police/day?date=${today}`, admin());
    expect(day.body.stays.find((s) => s.stayId === family)?.policeError).toMatchObject({
      kind: "refused",
      records: [{ guest: 1, code: "12", message: expect.stringContaining("Stato di Nascita Errato") }],
    });
  });

  it("sends the day once corrected: every record once, the stays marked, the history without guests' data", async () => {
    const family = (await server.db.select({ id: stays.id }).from(stays).where(eq(stays.leadName, "Famiglia Moretti")))[0]!.id;
    const fixed = await call(
      server,
      `/api/stays/${family}/guests`,
      admin(json("PUT", { partyType: "family", guests: [lead("Moretti"), member("Moretti")] })),
    );
    expect(fixed.status, fixed.text).toBe(200);
    const res = await send();
    expect(res.status, res.text).toBe(200);
    expect(res.body.sent).toBe(4);
    expect(res.body.stays.every((s) => s.registration.state === "sent" && s.policeError === null)).toBe(true);
    expect(portal.stored).toHaveLength(5);
    expect(new Set(portal.stored.map((s) => s.record)).size).toBe(5);
    // Head of the family first, its member right after.
    expect(storedFor("MORETTI").map((s) => s.record.slice(0, 2))).toEqual(["17", "19"]);
    const history = await server.db.select().from(policeSends);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ arrivalDate: today, records: 5, via: "portal", sentBy: "admin", answer: { valid: 5, records: 5 } });
    expect(JSON.stringify(history)).not.toMatch(/MORETTI|Moretti|CA12345AB|1985/);

    // Nothing is left to send: no call to the portal at all.
    const calls = portal.calls.length;
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body.sent).toBe(0);
    expect(portal.calls.length).toBe(calls);
    expect(portal.stored).toHaveLength(5);
  });

  it("uses the stored token while it is valid, and a new one once the portal ends it", async () => {
    const tokens = count("GenerateToken");
    await readyStay("Ospite Token", [lead("Fontana")]);
    expect((await send()).body.sent).toBe(1);
    expect(count("GenerateToken")).toBe(tokens);

    portal.expireTokens();
    await readyStay("Ospite Scaduto", [lead("Caruso")]);
    const calls = portal.calls.length;
    const res = await send();
    expect(res.status, res.text).toBe(200);
    expect(res.body.sent).toBe(1);
    expect(portal.calls.slice(calls)).toEqual(["Test", "Authentication_Test", "GenerateToken", "Test", "Send"]);
    expect(storedFor("CARUSO")).toHaveLength(1);
  });

  it("marks nothing when the portal does not answer, and sends once when it answers again", async () => {
    const stayId = await readyStay("Ospite Lento", [lead("Mancini")]);
    portal.failNext("Test", "timeout");
    expectApiError(await send(), 503, "portal_unreachable");
    const [failed] = await stayState([stayId]);
    expect(failed!.policeSentAt).toBeNull();
    expect(failed!.policeClaimedUntil).toBeNull();
    expect(failed!.policeError).toMatchObject({ kind: "unreachable" });
    expect(storedFor("MANCINI")).toEqual([]);

    const res = await send();
    expect(res.status, res.text).toBe(200);
    expect(res.body.sent).toBe(1);
    expect(storedFor("MANCINI")).toHaveLength(1);
    const [sent] = await stayState([stayId]);
    expect(sent!.policeSentAt).not.toBeNull();
    expect(sent!.policeError).toBeNull();
  });

  it("stops reading an answer past its size cap, and marks nothing", async () => {
    const stayId = await readyStay("Ospite Risposta Lunga", [lead("Lunghi")]);
    portal.failNext("Test", "oversize");
    expectApiError(await send(), 503, "portal_unreachable");
    const [stay] = await stayState([stayId]);
    expect(stay!.policeSentAt).toBeNull();
    // Cut at the cap, not left to run into the time-out.
    expect(stay!.policeError).toMatchObject({ kind: "unreachable", message: expect.stringMatching(/over \d+ bytes/) });
    expect(storedFor("LUNGHI")).toHaveLength(0);
    expect((await send()).status).toBe(200);
    expect(storedFor("LUNGHI")).toHaveLength(1);
  });

  it("sends once when two requests send the same day at the same time", async () => {
    const ids = [await readyStay("Ospite Uno", [lead("Greco")]), await readyStay("Ospite Due", [lead("Bruno"), member("Bruno")])];
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.sent + b.body.sent).toBe(2);
    expect(storedFor("GRECO")).toHaveLength(1);
    expect(storedFor("BRUNO")).toHaveLength(2);
    const history = await server.db.select().from(policeSends);
    for (const id of ids) expect(history.filter((h) => h.stayIds.includes(id))).toHaveLength(1);
  });

  it("takes the portal's word on a day it does not accept", async () => {
    const [stay] = await server.db
      .insert(stays)
      .values({
        roomId: roomIds[0]!,
        checkIn: addDays(today, -2),
        checkOut: addDays(today, 1),
        guests: 1,
        source: "direct",
        leadName: "Ospite Vecchio",
      })
      .returning();
    await server.db.insert(stayGuests).values({ ...(await guestRowOf("Galli")), stayId: stay!.id });
    await server.db.update(stays).set({ identityCheckedAt: new Date() }).where(eq(stays.id, stay!.id));
    const res = await call<Refused>(server, "/api/police/send", admin(json("POST", { date: addDays(today, -2) })));
    expectApiError(res, 422, "portal_refused");
    expect(res.body.error.records).toEqual([
      expect.objectContaining({ stayId: stay!.id, guest: 0, message: expect.stringContaining("Data di Arrivo Errata") }),
    ]);
    expect((await stayState([stay!.id]))[0]!.policeSentAt).toBeNull();
    expectFieldError(await send("2026-02-30"), "date");
  });
});

/** A stored guest row of an earlier stay, to give a stay made straight in the database the same data. */
async function guestRowOf(surname: string) {
  const [row] = await server.db.select().from(stayGuests).where(eq(stayGuests.surname, surname)).limit(1);
  const { id: _id, stayId: _stayId, ...guest } = row!;
  return guest;
}

describe("Invia da solo (the automatic sending)", () => {
  const now = new Date();
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

  beforeAll(async () => {
    const saved = await saveAccount({ username: ACCOUNT.username, autoSend: true });
    expect(saved.body).toMatchObject({ configured: true, autoSend: true });
  });

  it("sends a checked stay by itself on its first run", async () => {
    const stayId = await readyStay("Ospite Automatico", [lead("Conti")]);
    expect(await runPoliceAutoSend(now)).toBe(1);
    expect(storedFor("CONTI")).toHaveLength(1);
    const [stay] = await stayState([stayId]);
    expect(stay!.policeSentAt).not.toBeNull();
    const [history] = await server.db
      .select()
      .from(policeSends)
      .where(sql`${policeSends.stayIds} @> ${JSON.stringify([stayId])}::jsonb`);
    expect(history).toMatchObject({ via: "portal", sentBy: "automatico", records: 1 });
    expect(await runPoliceAutoSend(minutes(1))).toBe(0);
    expect(storedFor("CONTI")).toHaveLength(1);
  });

  it("takes at once a stay whose sender died holding it, once a restart releases the claim", async () => {
    const stayId = await readyStay("Ospite Ripreso", [lead("Riva")]);
    // A process that died mid-sending: its claim would hold the stay for minutes.
    await server.db
      .update(stays)
      .set({ policeClaimedUntil: minutes(10) })
      .where(eq(stays.id, stayId));
    expect(await runPoliceAutoSend(now)).toBe(0);
    expect(storedFor("RIVA")).toHaveLength(0);
    await releasePoliceClaims();
    expect(await runPoliceAutoSend(now)).toBe(1);
    expect(storedFor("RIVA")).toHaveLength(1);
  });

  it("does not send a refused stay again until its guests' data changes", async () => {
    const stayId = await readyStay("Ospite Rifiutato", [lead("Lombardi")]);
    await breakGuest(stayId, 0);
    // The refusal is the latest thing that happened to the stay: after its data and its check.
    const refusedAt = new Date();
    const later = (n: number) => new Date(refusedAt.getTime() + n * 60_000);
    expect(await runPoliceAutoSend(refusedAt)).toBe(0);
    expect((await stayState([stayId]))[0]!.policeError).toMatchObject({ kind: "refused", records: [{ guest: 0 }] });
    const calls = portal.calls.length;
    expect(await runPoliceAutoSend(later(90))).toBe(0);
    expect(portal.calls.length).toBe(calls);

    const fixed = await call(server, `/api/stays/${stayId}/guests`, admin(json("PUT", { guests: [lead("Lombardi")] })));
    expect(fixed.status, fixed.text).toBe(200);
    expect(await runPoliceAutoSend(later(91))).toBe(1);
    expect(storedFor("LOMBARDI")).toHaveLength(1);
  });

  it("tries an unanswered stay again after 5, then 10 minutes, and never counts it sent until the portal takes it", async () => {
    const stayId = await readyStay("Ospite Irraggiungibile", [lead("Marino")]);
    portal.failNext("Test", "http500");
    expect(await runPoliceAutoSend(now)).toBe(0);
    let [stay] = await stayState([stayId]);
    expect(stay).toMatchObject({ policeSentAt: null, policeAttempts: 1, policeError: { kind: "unreachable" }, policeClaimedUntil: null });
    expect(stay!.policeNextAttemptAt!.getTime()).toBe(minutes(5).getTime());

    const calls = portal.calls.length;
    expect(await runPoliceAutoSend(minutes(4))).toBe(0);
    expect(portal.calls.length).toBe(calls);

    portal.failNext("Send", "fault");
    expect(await runPoliceAutoSend(minutes(5))).toBe(0);
    [stay] = await stayState([stayId]);
    expect(stay).toMatchObject({ policeSentAt: null, policeAttempts: 2 });
    expect(stay!.policeNextAttemptAt!.getTime()).toBe(minutes(15).getTime());
    expect(storedFor("MARINO")).toEqual([]);

    expect(await runPoliceAutoSend(minutes(15))).toBe(1);
    expect(storedFor("MARINO")).toHaveLength(1);
    expect((await stayState([stayId]))[0]!.policeError).toBeNull();
  });

  it("writes the owner's summary of the day once, the next morning, only about what happened", async () => {
    const refusedId = await readyStay("Ospite Sbagliato", [lead("Ferrara")]);
    await breakGuest(refusedId, 0);
    await runPoliceAutoSend();

    const summaries = () => server.db.select().from(outbox).where(eq(outbox.kind, "owner-police-summary"));
    const tomorrow = addDays(today, 1);
    expect(await writePoliceSummary(italyWallTime(tomorrow, 7, 0))).toBe(false);
    expect(await summaries()).toEqual([]);
    const written = await Promise.all([
      writePoliceSummary(italyWallTime(tomorrow, 9, 30)),
      writePoliceSummary(italyWallTime(tomorrow, 9, 30)),
    ]);
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await writePoliceSummary(italyWallTime(tomorrow, 18, 0))).toBe(false);
    const [mail, ...more] = await summaries();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ audience: "owner", lang: "it" });
    expect(mail!.subject).toContain("Alloggiati Web");
    expect(mail!.text).toContain("Ospite Automatico");
    expect(mail!.text).toContain("in automatico");
    expect(mail!.text).toContain("Rifiutati dal portale");
    expect(mail!.text).toMatch(/Ospite Sbagliato[\s\S]*Ospite 1: Stato di Nascita Errato/);
    expect(mail!.text).toContain("/admin/adempimenti/questura");
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/CA12345AB|1985/);
    expect((await server.db.select().from(policePortal))[0]!.summaryDay).toBe(today);

    // A day when nothing went through the portal: no e-mail.
    expect(await writePoliceSummary(italyWallTime(addDays(today, 3), 9, 30))).toBe(false);
    expect(await summaries()).toHaveLength(1);
  });
});
