import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, stays, touristTaxPayments, touristTaxStays } from "~/db/schema";
import { purgeTaxRecords, writeTaxPaymentReminder } from "~/features/reports/tourist-tax-comune.server";
import { italyWallTime, todayInItaly } from "~/lib/dates";

import { applyRetention } from "../../server/boot";
import { call, dateFromToday, expectApiError, expectFieldError, json, rowCount, withCookie } from "../setup/api-helpers";
import { createStay, guestFixture, saveGuests, type Place } from "../setup/stay-fixtures";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The tourist tax as Pescara's Comune counts it, through the real server and database: the
 * regulation's preset with a later increase as a rule of its own, the owner's exemptions with a
 * reason, the ledger of what was collected or refused, the payments to the Comune by quarter, the
 * year's declaration, the reminder before a deadline, and the figures kept after a stay is erased.
 * Every figure is worked out by hand in the comments. Stays are two years from now, in the low
 * season (the default seasons: high from 1 June to 30 September).
 */

type Nights = Record<string, number>;
type StayTax = { amount: number; taxableNights: number; exemptNights: Nights; collected: number; refused: number; due: number };
type Quarter = StayTax & { quarter: string; deadline: string; paid: number; guests: number; nights: number };
type Year = { year: number; quarters: Quarter[]; total: Omit<Quarter, "quarter" | "deadline"> };
type Report = { stays: (StayTax & { stayId: number | null; checkIn: string; guests: number })[]; total: StayTax };

const GERMANY = "100000216";
const ITALY = "100000100";
const MILANO = "403015146";

let server: TestServer;
let cookie: string;
const roomIds: Record<string, number> = {};
const Y = Number(todayInItaly().slice(0, 4)) + 2;
const day = (monthDay: string) => `${Y}-${monthDay}`;

/** Pescara's regulation of 2016 (the panel's preset), and the Comune's increase from 1 April two years from now (amounts made up). */
const PESCARA = { validFrom: "2016-01-01", ratePerNight: { high: 1, low: 1 }, maxNights: 7, exemptUnderAge: 12, exemptFromAge: 70 };
const INCREASE = { ...PESCARA, validFrom: day("04-01"), ratePerNight: { high: 2, low: 1.5 } };
const SETTINGS = { enabled: true, rules: [PESCARA, INCREASE], exemptResidents: true };

const KINDS = ["age", "resident", "cap", "patient-companion", "disability", "duty", "evacuee", "staff", "other"];
const exempt = (nights: Nights = {}): Nights => ({ ...Object.fromEntries(KINDS.map((k) => [k, 0])), ...nights });

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"]) roomIds[slug] = (await call<{ id: number }>(server, `/api/rooms/${slug}`)).body.id;
  const res = await call(server, "/api/settings/tourist-tax", admin(json("PUT", SETTINGS)));
  expect(res.status, res.text).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const admin = (init: RequestInit = {}) => withCookie(init, cookie);

const newStay = (slug: string, checkIn: string, checkOut: string, guests: number) =>
  createStay(server, cookie, { roomId: roomIds[slug]!, checkIn, checkOut, guests, leadName: `Ospite ${checkIn} ${slug}` });

const guest = (birthDate: string, residence: Place, lead = false) => guestFixture(birthDate, residence, { lead });

const putGuests = (stayId: number, guests: unknown[]) => saveGuests(server, cookie, stayId, "family", guests);

const stayTax = async (id: number) => (await call<{ touristTax: StayTax | null }>(server, `/api/stays/${id}`, admin())).body.touristTax;
const record = (id: number, entry: unknown, path = `/api/stays/${id}/tourist-tax`) =>
  call<StayTax & { entry: unknown }>(server, path, admin(json("PUT", entry)));
const year = async (y = Y) => {
  const res = await call<Year>(server, `/api/reports/tourist-tax/year?year=${y}`, admin());
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe("Pescara's regulation, with a later increase", () => {
  let elders: number, acrossRate: number, companion: number, long: number;

  beforeAll(async () => {
    // 10–13 March, 3 nights at €1: a guest of 71, one of 69, a child of 11 and one who turns 12 that day.
    elders = await newStay("due", day("03-10"), day("03-13"), 4);
    await putGuests(elders, [
      guest(`${Y - 71}-01-05`, { country: GERMANY }, true),
      guest(`${Y - 69}-01-05`, { country: GERMANY }),
      guest(`${Y - 11}-07-01`, { country: GERMANY }),
      guest(`${Y - 12}-03-10`, { country: GERMANY }),
    ]);
    // 30 March – 3 April, one adult from Milan: 30, 31 March at €1, 1 and 2 April at €1,50.
    acrossRate = await newStay("uno", day("03-30"), day("04-03"), 1);
    await putGuests(acrossRate, [guest("1980-02-02", { country: ITALY, place: MILANO }, true)]);
    // 4–8 May, two adults, one accompanying a patient in hospital: 4 nights × €1,50 for one.
    companion = await newStay("tre", day("05-04"), day("05-08"), 2);
    // 25 March – 6 April, one guest (data not entered): 12 nights, the first 7 taxed (25–31 March at €1), 5 beyond the cap.
    long = await newStay("quattro", day("03-25"), day("04-06"), 1);
  });

  it("answers the rules sorted, with the upper age", async () => {
    const res = await call<typeof SETTINGS>(server, "/api/settings/tourist-tax", admin());
    expect(res.body).toEqual(SETTINGS);
  });

  it("exempts the guest of 71 and the child of 11, and taxes the guest of 69 and the child turning 12", async () => {
    // 2 guests × 3 nights × €1 = 6; 6 nights exempt for age.
    expect(await stayTax(elders)).toMatchObject({ amount: 6, taxableNights: 6, exemptNights: exempt({ age: 6 }), due: 6 });
  });

  it("taxes each night by the rule in force on it", async () => {
    // 2 × €1 + 2 × €1,50 = 5.
    expect(await stayTax(acrossRate)).toMatchObject({ amount: 5, taxableNights: 4 });
  });

  it("caps a long stay at 7 nights, all counted in the quarter of its arrival", async () => {
    // 7 × €1 (25–31 March, before the increase) = 7.
    expect(await stayTax(long)).toMatchObject({ amount: 7, taxableNights: 7, exemptNights: exempt({ cap: 5 }) });
    const q1 = (await year()).quarters[0]!;
    expect(q1.quarter).toBe(`${Y}-Q1`);
    // Q1 holds elders (6), long (7) and acrossRate (5, arriving 30 March): 18. Q2 only the companion's stay.
    expect(q1.amount).toBe(18);
  });

  it("exempts a patient's companion for the owner's reason, and counts those nights by reason", async () => {
    const res = await record(companion, { exemptions: [{ guest: 1, reason: "patient-companion" }] });
    expect(res.status, res.text).toBe(200);
    // One guest pays 4 × €1,50 = 6; the companion's 4 nights exempt.
    expect(res.body).toMatchObject({
      amount: 6,
      taxableNights: 4,
      exemptNights: exempt({ "patient-companion": 4 }),
      entry: { exemptions: [{ guest: 1, reason: "patient-companion", note: null }], collected: null, refused: null },
    });
    expect(await stayTax(companion)).toMatchObject({ amount: 6 });
  });

  it("refuses a bad entry field by field, storing nothing", async () => {
    const before = await rowCount(server, touristTaxStays);
    // The party has 2 guests: places 0 and 1.
    const outside = await record(companion, { exemptions: [{ guest: 2, reason: "duty" }] });
    expect(expectFieldError(outside, "exemptions.0.guest")).toBe("Scegli un ospite del soggiorno, una volta sola");
    const noNote = await record(companion, { exemptions: [{ guest: 1, reason: "other" }] }, `/api/stays/${companion}/tourist-tax?lang=en`);
    expect(expectFieldError(noNote, "exemptions.0.note")).toBe("Write the reason for the exemption (at most 200 characters)");
    const both = await record(companion, { collected: { amount: 6, on: day("05-04") }, refused: { on: day("05-04") } });
    expectFieldError(both, "refused");
    expectFieldError(await record(companion, { collected: { amount: "sei", on: day("05-04") } }), "collected.amount");
    expectApiError(await record(999_999, {}), 404, "not_found");
    expectApiError(await call(server, `/api/stays/${companion}/tourist-tax`, json("PUT", {})), 401, "unauthorized");
    expect(await rowCount(server, touristTaxStays)).toBe(before);
    expect(await stayTax(companion)).toMatchObject({ exemptNights: exempt({ "patient-companion": 4 }) });
  });
});

describe("the ledger of a quarter, and the payments to the Comune", () => {
  let collected: number, refused: number, open: number;

  beforeAll(async () => {
    // July–September, the high season: €2 a night under the increase.
    collected = await newStay("due", day("07-10"), day("07-12"), 2); // 2 × 2 × €2 = 8
    refused = await newStay("uno", day("08-01"), day("08-04"), 1); // 3 × €2 = 6
    open = await newStay("tre", day("09-05"), day("09-06"), 1); // 1 × €2 = 2
  });

  it("records the tax collected, and a guest's refusal", async () => {
    const c = await record(collected, { collected: { amount: 8, on: day("07-12") } });
    expect(c.status, c.text).toBe(200);
    expect(c.body).toMatchObject({ amount: 8, collected: 8, refused: 0, due: 8, entry: { collected: { amount: 8, on: day("07-12") } } });
    const r = await record(refused, { refused: { on: day("08-04") } });
    expect(r.body).toMatchObject({ amount: 6, collected: 0, refused: 6, due: 0 });
  });

  it("adds collected, refused and due to the period's report, per stay and in total", async () => {
    const res = await call<Report>(server, `/api/reports/tourist-tax?from=${day("07-01")}&to=${day("09-30")}`, admin());
    expect(res.status, res.text).toBe(200);
    const byId = new Map(res.body.stays.map((s) => [s.stayId, s]));
    expect(byId.get(collected)).toMatchObject({ amount: 8, collected: 8, refused: 0, due: 8 });
    expect(byId.get(refused)).toMatchObject({ amount: 6, collected: 0, refused: 6, due: 0 });
    expect(byId.get(open)).toMatchObject({ amount: 2, collected: 0, refused: 0, due: 2 });
    expect(res.body.total).toMatchObject({ amount: 16, collected: 8, refused: 6, due: 10 });
  });

  it("records a payment for the quarter, and shows due, collected, paid and the deadline", async () => {
    const res = await call<{ id: number; quarter: string; amount: number; paidOn: string; reference: string }>(
      server,
      "/api/tourist-tax/payments",
      admin(json("POST", { quarter: `${Y}-Q3`, amount: "8,00", paidOn: day("10-10"), reference: "CRO 1234" })),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), quarter: `${Y}-Q3`, amount: 8, paidOn: day("10-10"), reference: "CRO 1234" });
    const q3 = (await year()).quarters[2]!;
    expect(q3).toMatchObject({
      quarter: `${Y}-Q3`,
      deadline: day("10-15"),
      amount: 16,
      due: 10,
      collected: 8,
      refused: 6,
      paid: 8,
      guests: 4,
    });
    // 4 + 3 + 1 guest-nights.
    expect(q3.nights).toBe(8);

    const list = await call<unknown[]>(server, `/api/tourist-tax/payments?year=${Y}`, admin());
    expect(list.body).toEqual([res.body]);
  });

  it("refuses a bad payment field by field, storing nothing", async () => {
    const before = await rowCount(server, touristTaxPayments);
    const bad = await call(
      server,
      "/api/tourist-tax/payments?lang=de",
      admin(json("POST", { quarter: `${Y}-Q5`, amount: -3, paidOn: "ieri", reference: "x".repeat(101) })),
    );
    const fields = expectApiError(bad, 400, "validation_error").fields!;
    expect(Object.keys(fields).sort()).toEqual(["amount", "paidOn", "quarter", "reference"]);
    expect(fields.quarter).toBe("Geben Sie ein Quartal im Format JJJJ-Qn ein, zum Beispiel 2027-Q3");
    expectApiError(
      await call(server, "/api/tourist-tax/payments", json("POST", { quarter: `${Y}-Q3`, amount: 1, paidOn: day("10-10") })),
      401,
      "unauthorized",
    );
    expectFieldError(await call(server, "/api/tourist-tax/payments?year=20x7", admin()), "year");
    expect(await rowCount(server, touristTaxPayments)).toBe(before);
  });

  it("removes a payment recorded by mistake", async () => {
    const res = await call<{ id: number }>(
      server,
      "/api/tourist-tax/payments",
      admin(json("POST", { quarter: `${Y}-Q3`, amount: 1, paidOn: day("10-11") })),
    );
    expect(res.status).toBe(201);
    expect((await year()).quarters[2]!.paid).toBe(9);
    expect((await call(server, `/api/tourist-tax/payments/${res.body.id}`, admin({ method: "DELETE" }))).status).toBe(200);
    expectApiError(await call(server, `/api/tourist-tax/payments/${res.body.id}`, admin({ method: "DELETE" })), 404, "not_found");
    expect((await year()).quarters[2]!.paid).toBe(8);
  });

  it("gives the year's declaration as one CSV", async () => {
    const res = await call(server, `/api/reports/tourist-tax/year?year=${Y}&format=csv`, admin());
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="imposta-di-soggiorno_${Y}.csv"`);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(6);
    // Q3: 4 guests, 8 guest-nights, 8 taxed, tax 16, collected 8, refused 6, due 10, paid 8.
    expect(lines[3]).toBe(`3º trimestre ${Y};15/10/${Y};4;8;8;0;0;0;0;0;0;0;0;0;16,00;8,00;6,00;10,00;8,00`);
    expect(lines[5]).toMatch(new RegExp(`^Anno ${Y};;`));
    expectApiError(await call(server, `/api/reports/tourist-tax/year?year=${Y}&format=csv`), 401, "unauthorized");
  });

  it("reminds the owner five days before the deadline while less is paid than due, once", async () => {
    const morningOf = (d: string) => italyWallTime(d, 9, 30);
    // Q3's deadline is 15 October; 9 October is too early.
    expect(await writeTaxPaymentReminder(morningOf(day("10-09")))).toBe(false);
    expect(await writeTaxPaymentReminder(morningOf(day("10-10")))).toBe(true);
    expect(await writeTaxPaymentReminder(morningOf(day("10-11")))).toBe(false);
    const [mail] = await server.db.select().from(outbox).where(eq(outbox.kind, "owner-tax-payment"));
    expect(mail!.audience).toBe("owner");
    expect(mail!.subject).toContain(`3º trimestre ${Y}`);
    expect(mail!.text).toMatch(/10,00\s€/);
    expect(mail!.text).toMatch(/8,00\s€/);
    // Q1 (deadline 15 April): nothing paid yet → reminded; paid in full → not.
    await call(server, "/api/tourist-tax/payments", admin(json("POST", { quarter: `${Y}-Q1`, amount: 18, paidOn: day("04-08") })));
    expect(await writeTaxPaymentReminder(morningOf(day("04-10")))).toBe(false);
  });
});

describe("kept for the Comune after the stay is erased", () => {
  it("keeps an erased stay's figures without its name or notes, and purges them five years after the declaration", async () => {
    // Ten days ago, two nights, one adult: 2 × €1 under the 2016 rule (the increase starts two years from now).
    const id = await newStay("uno", dateFromToday(-10), dateFromToday(-8), 1);
    expect((await record(id, { exemptions: [], collected: { amount: 2, on: dateFromToday(-8) } })).status).toBe(200);
    const period = `from=${dateFromToday(-10)}&to=${dateFromToday(-10)}`;
    expect((await call(server, `/api/stays/${id}`, admin({ method: "DELETE" }))).status).toBe(200);
    expect((await call(server, `/api/stays/${id}`, admin())).status).toBe(404);
    const report = await call<Report & { stays: { leadName?: string }[] }>(server, `/api/reports/tourist-tax?${period}`, admin());
    expect(report.body.stays).toEqual([
      {
        stayId: null,
        checkIn: dateFromToday(-10),
        checkOut: dateFromToday(-8),
        guests: 1,
        taxableNights: 2,
        exemptNights: exempt(),
        amount: 2,
        collected: 2,
        refused: 0,
        due: 2,
      },
    ]);
    const csv = await call(server, `/api/reports/tourist-tax?${period}&format=csv`, admin());
    expect(csv.text).not.toContain(`Ospite ${dateFromToday(-10)}`);

    // Kept while the declaration's five years run; gone once they are over.
    const thisYear = Number(todayInItaly().slice(0, 4));
    await purgeTaxRecords(`${thisYear + 6}-06-30`);
    expect((await call<Report>(server, `/api/reports/tourist-tax?${period}`, admin())).body.stays).toHaveLength(1);
    await purgeTaxRecords(`${thisYear + 6}-07-01`);
    expect((await call<Report>(server, `/api/reports/tourist-tax?${period}`, admin())).body.stays).toHaveLength(0);
  });

  it("keeps the figures of the stays the retention erases", async () => {
    const checkIn = dateFromToday(-800);
    const [old] = await server.db
      .insert(stays)
      .values({ roomId: roomIds.due!, checkIn, checkOut: dateFromToday(-797), guests: 2, source: "direct", leadName: "Vecchio Ospite" })
      .returning();
    await applyRetention();
    expect(await server.db.select().from(stays).where(eq(stays.id, old!.id))).toEqual([]);
    const report = await call<Report>(server, `/api/reports/tourist-tax?from=${checkIn}&to=${checkIn}`, admin());
    // 2 guests × 3 nights at €1 (Pescara's 2016 rule).
    expect(report.body.stays).toMatchObject([{ stayId: null, guests: 2, taxableNights: 6, amount: 6, due: 6 }]);
  });
});
