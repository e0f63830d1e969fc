import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { policePortal, policeReceipts, policeSends, stayGuests, stays } from "~/db/schema";
import { fetchDueReceipts } from "~/features/guests/police-receipts.server";
import { checkPortalTables, configureTables, tablesStatus } from "~/features/guests/police-tables.server";
import { addDays, italyWallTime, todayInItaly } from "~/lib/dates";
import { seal } from "~/lib/guest-crypto.server";

import { applyRetention } from "../../server/boot";
import { startLoopbackPortal, type LoopbackPortal } from "../setup/alloggiati-portal";
import { call, expectApiError, expectFieldError, json, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The portal's receipts and code tables through the real server, its database and the tests'
 * own portal on loopback: the site fetches each receipt itself (at once, or the morning after),
 * keeps it sealed five years, gives it back byte for byte, takes the owner's own; and replaces
 * the code tables with the portal's when they differ, refusing a table it cannot read.
 */

const ACCOUNT = { username: "casabrezza", password: "portal-password-1", wsKey: "ws-key-0123456789" };
const SHIPPED = path.resolve(import.meta.dirname, "../../resources/alloggiati");
/** A record as the portal keeps it: its content does not matter to the receipt. */
const RECORD = "16".padEnd(168, " ");

let server: TestServer;
let portal: LoopbackPortal;
let cookie: string;
const logs: string[] = [];
const log = (line: string) => logs.push(line);
const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const today = todayInItaly();
const day = (n: number) => addDays(today, n);
/** Eight thirty in the morning, Italy's time, `n` days from today: the morning fetch's hour. */
const morning = (n: number, hour = 8) => italyWallTime(day(n), hour, 30);
const ricevute = () => portal.calls.filter((c) => c === "Ricevuta").length;

beforeAll(async () => {
  portal = await startLoopbackPortal(ACCOUNT);
  server = await startTestServer({ alloggiati: { endpoint: portal.url, timeoutMs: 2000 } });
  cookie = await server.adminCookie();
  await server.db.insert(policePortal).values({
    id: 1,
    username: ACCOUNT.username,
    passwordSealed: seal(ACCOUNT.password),
    wsKeySealed: seal(ACCOUNT.wsKey),
  });
});
afterAll(async () => {
  await server?.close();
  await portal?.close();
});

/** A stay that checked in `checkIn` days from today, its lead guest with a sealed document number. */
async function stayWithDocument(checkIn: number): Promise<number> {
  const [stay] = await server.db
    .insert(stays)
    .values({ roomId: 1, checkIn: day(checkIn), checkOut: day(checkIn + 2), guests: 1, source: "direct", leadName: "Nicolò D'Angelo" })
    .returning();
  await server.db.insert(stayGuests).values({
    stayId: stay!.id,
    position: 0,
    surname: "D'Angelo",
    givenName: "Nicolò",
    sex: "M",
    birthDateSealed: seal("1985-04-12"),
    birthCountry: "100000100",
    birthPlace: "413068028",
    citizenship: "100000100",
    residenceCountry: "100000100",
    residencePlace: "413068028",
    documentType: "IDENT",
    documentNumberSealed: seal("CA12345AB"),
    documentIssuePlace: "413068028",
  });
  return stay!.id;
}

/** The site's record of a sending on day `n` (at noon in Italy), and, when `onPortal`, the portal's own of it. */
async function sentOn(n: number, stayIds: number[], via: "portal" | "file", onPortal = via === "portal") {
  await server.db
    .insert(policeSends)
    .values({ arrivalDate: day(n), stayIds, records: stayIds.length, sentAt: italyWallTime(day(n), 12, 0), sentBy: "admin", via });
  if (onPortal) portal.stored.push({ day: day(n), record: RECORD });
}

async function documentNumbers(stayIds: number[]): Promise<(string | null)[]> {
  const rows = await server.db
    .select({ sealed: stayGuests.documentNumberSealed })
    .from(stayGuests)
    .where(inArray(stayGuests.stayId, stayIds))
    .orderBy(stayGuests.stayId);
  return rows.map((r) => r.sealed);
}

async function storedDays(): Promise<string[]> {
  return (await server.db.select({ day: policeReceipts.day }).from(policeReceipts).orderBy(policeReceipts.day)).map((r) => r.day);
}

async function download(date: string) {
  const res = await server.fetch(`/api/police/receipts/${date}`, admin());
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function pdfForm(bytes: Buffer | string, field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: "application/pdf" }), "ricevuta.pdf");
  return form;
}

const upload = (date: string, form: FormData) => call(server, `/api/police/receipts/${date}`, admin({ method: "PUT", body: form }));

describe("a day's receipt fetched at once (Scarica ricevuta)", () => {
  it("is fetched from the portal, kept sealed, listed, and downloaded byte for byte", async () => {
    const sent = await stayWithDocument(-1);
    const other = await stayWithDocument(-1);
    await sentOn(-1, [sent], "portal");

    const res = await call<{ date: string; stays: number; bytes: number; source: string; fetchedAt: string }>(
      server,
      "/api/police/receipts/fetch",
      admin(json("POST", { date: day(-1) })),
    );
    expect(res.status, res.text).toBe(200);
    const pdf = portal.receiptOf(day(-1))!;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.body).toMatchObject({ date: day(-1), stays: 1, bytes: pdf.length, source: "portal" });

    // Sealed: neither the PDF nor its base64 in clear in the database.
    const [row] = await server.db
      .select()
      .from(policeReceipts)
      .where(eq(policeReceipts.day, day(-1)));
    expect(row!.pdfSealed).not.toContain("%PDF");
    expect(row!.pdfSealed).not.toContain(pdf.toString("base64").slice(0, 40));

    const { res: file, bytes } = await download(day(-1));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain(`ricevuta-alloggiati-${day(-1)}.pdf`);
    expect(file.headers.get("cache-control")).toBe("no-store");
    expect(bytes.equals(pdf)).toBe(true);

    // The day's stays' document numbers go with the receipt kept; another stay's stay.
    const [erased, kept] = await documentNumbers([sent, other]);
    expect(erased).toBeNull();
    expect(kept).not.toBeNull();

    const list = await call<{ date: string }[]>(server, `/api/police/receipts?year=${day(-1).slice(0, 4)}`, admin());
    expect(list.status).toBe(200);
    expect(list.body.map((r) => r.date)).toContain(day(-1));
    expect(list.body[0]).toEqual({ date: day(-1), stays: 1, bytes: pdf.length, source: "portal", fetchedAt: res.body.fetchedAt });

    // Fetched again: replaced, not doubled.
    const again = await call<{ fetchedAt: string }>(server, "/api/police/receipts/fetch", admin(json("POST", { date: day(-1) })));
    expect(again.status, again.text).toBe(200);
    expect(again.body.fetchedAt > res.body.fetchedAt).toBe(true);
    expect((await storedDays()).filter((d) => d === day(-1))).toHaveLength(1);
  });

  it("answers 404 no_receipt, in the caller's language, while the portal has none; nothing is stored", async () => {
    await sentOn(-2, [await stayWithDocument(-2)], "portal", false);
    const it = expectApiError(await call(server, "/api/police/receipts/fetch", admin(json("POST", { date: day(-2) }))), 404, "no_receipt");
    expect(it.message).toMatch(/non ha ancora una ricevuta/);
    const en = expectApiError(
      await call(server, "/api/police/receipts/fetch?lang=en", admin(json("POST", { date: day(-2) }))),
      404,
      "no_receipt",
    );
    expect(en.message).toMatch(/no receipt for that day yet/);
    expect(await storedDays()).not.toContain(day(-2));
    expect((await download(day(-2))).res.status).toBe(404);
  });

  it("answers 503 when the portal cannot be reached, 409 without an account, 400 for a bad day, 401 signed out", async () => {
    portal.failNext("Ricevuta", "http500");
    expectApiError(await call(server, "/api/police/receipts/fetch", admin(json("POST", { date: day(-1) }))), 503, "portal_unreachable");

    const [account] = await server.db.select().from(policePortal);
    await server.db.update(policePortal).set({ passwordSealed: null });
    expectApiError(await call(server, "/api/police/receipts/fetch", admin(json("POST", { date: day(-1) }))), 409, "portal_not_configured");
    await server.db.update(policePortal).set({ passwordSealed: account!.passwordSealed });

    expectFieldError(await call(server, "/api/police/receipts/fetch", admin(json("POST", { date: "2026-02-30" }))), "date");
    expectFieldError(await call(server, "/api/police/receipts?year=20x6", admin()), "year");
    expectApiError(await call(server, "/api/police/receipts/fetch", json("POST", { date: day(-1) })), 401, "unauthorized");
    expectApiError(await call(server, `/api/police/receipts/${day(-1)}`), 401, "unauthorized");
    expectApiError(await call(server, "/api/police/receipts"), 401, "unauthorized");
    const signedOut = await call(server, `/api/police/receipts/${day(-2)}`, { method: "PUT", body: pdfForm("%PDF-1.4\n%%EOF\n") });
    expectApiError(signedOut, 401, "unauthorized");
    expect((await call(server, `/api/police/receipts/${day(-2)}`, admin())).status).toBe(404);
  });
});

describe("the morning fetch", () => {
  it("fetches every day sent through the portal once, from 8 in Italy, and tries a missing one again the next morning", async () => {
    const stays3 = await stayWithDocument(-3);
    await sentOn(-3, [stays3], "portal");
    await sentOn(-4, [await stayWithDocument(-4)], "portal", false);
    // Sent by hand: the site has no receipt to fetch for it.
    await sentOn(-5, [await stayWithDocument(-5)], "file");
    const before = ricevute();

    await fetchDueReceipts(morning(0, 7), log);
    expect(ricevute()).toBe(before);

    // Two processes at once: one claims the day and asks for the three days sent through the
    // portal without a receipt (-2, -3, -4); the day already kept (-1) is not asked again.
    await Promise.all([fetchDueReceipts(morning(0), log), fetchDueReceipts(morning(0), log)]);
    expect(ricevute()).toBe(before + 3);
    expect(await storedDays()).toEqual([day(-3), day(-1)]);
    expect(await documentNumbers([stays3])).toEqual([null]);
    expect(logs.filter((l) => l.includes("no receipt for"))).toEqual([
      `The police portal has no receipt for ${day(-4)} yet: tried again tomorrow.`,
      `The police portal has no receipt for ${day(-2)} yet: tried again tomorrow.`,
    ]);

    // The portal makes the missing one; the day's run is done, the next morning's fetches it.
    portal.stored.push({ day: day(-4), record: RECORD });
    await fetchDueReceipts(morning(0, 11), log);
    expect(ricevute()).toBe(before + 3);
    await fetchDueReceipts(morning(1), log);
    expect(ricevute()).toBe(before + 5);
    expect(await storedDays()).toEqual([day(-4), day(-3), day(-1)]);
    expect((await download(day(-4))).bytes.equals(portal.receiptOf(day(-4))!)).toBe(true);
  });

  it("gives the day back when the portal cannot be reached, so that the next poll fetches it", async () => {
    await sentOn(-6, [await stayWithDocument(-6)], "portal");
    portal.failNext("Ricevuta", "timeout");
    await fetchDueReceipts(morning(2), log);
    expect(await storedDays()).not.toContain(day(-6));
    expect(logs.some((l) => l.includes("could not be reached for the receipts"))).toBe(true);
    await fetchDueReceipts(morning(2), log);
    expect(await storedDays()).toContain(day(-6));
  });
});

describe("a receipt uploaded for a day sent by hand", () => {
  it("is kept and given back as uploaded, erasing that day's document numbers", async () => {
    const byHand = await stayWithDocument(-7);
    await sentOn(-7, [byHand], "file");
    const pdf = Buffer.from("%PDF-1.7\n% a receipt downloaded from the portal\n%%EOF\n", "latin1");
    const res = await upload(day(-7), pdfForm(pdf));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ date: day(-7), stays: 1, bytes: pdf.length, source: "upload" });
    expect((await download(day(-7))).bytes.equals(pdf)).toBe(true);
    expect(await documentNumbers([byHand])).toEqual([null]);
  });

  it("refuses what is not a PDF, no file, a day to come and a file over 5 MB: nothing stored", async () => {
    expectFieldError(await upload(day(-8), pdfForm("<html>not a receipt</html>")), "file");
    expectFieldError(await upload(day(-8), pdfForm("%PDF-1.4", "image")), "file");
    expectFieldError(await upload(day(-8), new FormData()), "file");
    expectFieldError(await upload(day(1), pdfForm("%PDF-1.4\n")), "date");
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024)]);
    expectApiError(await upload(day(-8), pdfForm(big)), 413, "file_too_large");
    expect(await storedDays()).not.toContain(day(-8));
    expect(await storedDays()).not.toContain(day(1));
  });
});

describe("receipts kept five years", () => {
  it("outlive the stays they cover (erased after two years) and go after five", async () => {
    const stayIds = (await server.db.select({ id: stays.id }).from(stays)).map((s) => s.id);
    expect(stayIds.length).toBeGreaterThan(0);
    const inYears = (years: number, months = 0) => {
      const at = new Date();
      at.setUTCFullYear(at.getUTCFullYear() + years, at.getUTCMonth() + months);
      return at;
    };

    await applyRetention(inYears(3));
    expect(await server.db.select().from(stays).where(inArray(stays.id, stayIds))).toEqual([]);
    cookie = await server.adminCookie();
    const kept = await download(day(-1));
    expect(kept.res.status).toBe(200);
    expect(kept.bytes.equals(portal.receiptOf(day(-1))!)).toBe(true);

    await applyRetention(inYears(5, 1));
    expect(await storedDays()).toEqual([]);
    cookie = await server.adminCookie();
    expect((await download(day(-1))).res.status).toBe(404);
  });
});

describe("the portal's code tables", () => {
  const NEW_COMUNE = "499999999";
  const shippedLines = (file: string) =>
    fs
      .readFileSync(path.join(SHIPPED, file), "latin1")
      .split(/\r?\n/)
      .slice(1)
      .filter((l) => l.trim())
      .map((l) => l.replace(/,/g, ";"));
  const luoghi = (extra: string[] = []) =>
    ["Codice;Descrizione;Provincia;DataFineVal", ...shippedLines("comuni.csv"), ...shippedLines("stati.csv"), ...extra].join("\r\n");
  const findComune = async (q: string) =>
    (await call<{ code: string }[]>(server, `/api/places?kind=comune&q=${encodeURIComponent(q)}`)).body.map((p) => p.code);
  const tablesDir = () => path.join(server.env.dataDir, "alloggiati-tables");
  const tabelle = () => portal.calls.filter((c) => c === "Tabella").length;
  const dueAgain = () => server.db.update(policePortal).set({ tablesCheckedAt: null });

  beforeAll(() => configureTables({ dataDir: server.env.dataDir, pinnedDir: undefined, log }));
  afterAll(() => configureTables({ dataDir: server.env.dataDir, pinnedDir: SHIPPED, log }));

  it("replaces the shipped tables with the portal's when they differ, in DATA_DIR, at once; once a month", async () => {
    expect(await findComune("Borgo di Prova")).not.toContain(NEW_COMUNE);
    expect((await tablesStatus()).source).toBe("shipped");
    portal.setTable("Luoghi", luoghi([`${NEW_COMUNE};BORGO DI PROVA;PE;`]));

    await checkPortalTables();
    expect(await findComune("Borgo di Prova")).toContain(NEW_COMUNE);
    for (const file of ["comuni.csv", "stati.csv", "documenti.csv", "tipo_alloggiato.csv"])
      expect(fs.existsSync(path.join(tablesDir(), file)), file).toBe(true);
    expect(fs.readFileSync(path.join(tablesDir(), "comuni.csv"), "latin1")).toContain(`${NEW_COMUNE},BORGO DI PROVA,PE,\r\n`);
    expect(fs.readdirSync(server.env.dataDir).filter((f) => f.startsWith("alloggiati-tables"))).toEqual(["alloggiati-tables"]);
    expect(await tablesStatus()).toEqual({ source: "portal", updatedAt: expect.any(String), checkedAt: expect.any(String) });

    // Checked this month already: the portal is not asked again.
    const asked = tabelle();
    await checkPortalTables();
    expect(tabelle()).toBe(asked);

    // A start reads DATA_DIR's tables.
    configureTables({ dataDir: server.env.dataDir, pinnedDir: undefined, log });
    expect(await findComune("Borgo di Prova")).toContain(NEW_COMUNE);
  });

  it("refuses a table it cannot read or that lacks most municipalities: the tables in use stay", async () => {
    const before = fs.readFileSync(path.join(tablesDir(), "comuni.csv"));

    await dueAgain();
    portal.setTable("Luoghi", "Codice;Nome\r\n405028001;ABANO TERME");
    await checkPortalTables();
    expect(logs.at(-1)).toMatch(/tables could not be read \(Luoghi has no column descrizione, provincia\)/);

    await dueAgain();
    portal.setTable(
      "Luoghi",
      ["Codice;Descrizione;Provincia;DataFineVal", "100000100;ITALIA;ES;", "405028001;ABANO TERME;PD;"].join("\r\n"),
    );
    await checkPortalTables();
    expect(logs.at(-1)).toMatch(/new tables were refused \(only 1 municipalities\)/);

    expect(await findComune("Borgo di Prova")).toContain(NEW_COMUNE);
    expect(await findComune("Abano")).toContain("405028001");
    expect(fs.readFileSync(path.join(tablesDir(), "comuni.csv")).equals(before)).toBe(true);
    expect(fs.readdirSync(server.env.dataDir).filter((f) => f.startsWith("alloggiati-tables"))).toEqual(["alloggiati-tables"]);
  });

  it("at start, falls back to the shipped tables when DATA_DIR's cannot be read, and ALLOGGIATI_TABLES_DIR wins over both", async () => {
    configureTables({ dataDir: server.env.dataDir, pinnedDir: SHIPPED, log });
    expect(await findComune("Borgo di Prova")).not.toContain(NEW_COMUNE);
    expect((await tablesStatus()).source).toBe("operator");
    await dueAgain();
    const asked = tabelle();
    await checkPortalTables();
    expect(tabelle()).toBe(asked);

    fs.writeFileSync(path.join(tablesDir(), "stati.csv"), "not a table\r\n");
    configureTables({ dataDir: server.env.dataDir, pinnedDir: undefined, log });
    expect(logs.at(-1)).toMatch(/tables in .* cannot be read/);
    expect(await findComune("Borgo di Prova")).not.toContain(NEW_COMUNE);
    expect(await findComune("Abano")).toContain("405028001");
  });
});
