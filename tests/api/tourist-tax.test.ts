import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentChanged } from "~/db/content-memo.server";
import { outbox, siteSettings } from "~/db/schema";
import { writeDueStayMails } from "~/features/arrivals/stay-mails.server";
import { todayInItaly } from "~/lib/dates";

import { call, dateFromToday, expectApiError, expectFieldError, json, withCookie } from "../setup/api-helpers";
import { guestFixture, saveGuests, type Place } from "../setup/stay-fixtures";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The tourist tax through the real server and database: the owner's rule in Impostazioni, each
 * stay's tax on its page, the report of a period (JSON and CSV) and the amount in the pre-arrival
 * e-mail, checked against figures worked out by hand. Stays are in the summer two years from
 * now, so the seasons (the default ones: high from 1 June to 30 September) never go stale.
 */

type Rule = {
  enabled: boolean;
  ratePerNight: { high: number; low: number };
  maxNights: number;
  exemptUnderAge: number;
  exemptResidents: boolean;
};
type Nights = Record<string, number>;
type Tax = { amount: number; taxableNights: number; exemptNights: Nights; collected: number; refused: number; due: number };
type Report = {
  from: string;
  to: string;
  stays: (Tax & { stayId: number | null; guests: number; checkIn: string; checkOut: string })[];
  total: Tax & { guests: number };
};
type Room = { id: number; slug: string };

const ITALY = "100000100";
const GERMANY = "100000216";
const PESCARA = "413068028";
const MILANO = "403015146";

let server: TestServer;
let cookie: string;
const rooms: Record<string, Room> = {};
const Y = Number(todayInItaly().slice(0, 4)) + 2;
const day = (monthDay: string) => `${Y}-${monthDay}`;

/** The older shape of the settings, one rule with no dates: still taken, as one rule in force from the start. */
const RULE: Rule = { enabled: true, ratePerNight: { high: 2.5, low: 1.15 }, maxNights: 7, exemptUnderAge: 14, exemptResidents: true };
const asSettings = ({ enabled, exemptResidents, ...rule }: Rule) => ({
  enabled,
  rules: [{ validFrom: "2000-01-01", exemptFromAge: null, ...rule }],
  exemptResidents,
});

const KINDS = ["age", "resident", "cap", "patient-companion", "disability", "duty", "evacuee", "staff", "other"];
/** Exempt nights with the kinds given, the others 0. */
const exempt = (nights: Nights = {}): Nights => ({ ...Object.fromEntries(KINDS.map((k) => [k, 0])), ...nights });
const NO_ENTRY = { exemptions: [], collected: null, refused: null };
/** A stay's tax as its page shows it, nothing recorded in the ledger. */
const unrecorded = (amount: number, taxableNights: number, nights: Nights = {}) => ({
  amount,
  taxableNights,
  exemptNights: exempt(nights),
  collected: 0,
  refused: 0,
  due: amount,
  entry: NO_ENTRY,
});

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"]) rooms[slug] = (await call<Room>(server, `/api/rooms/${slug}`)).body;
});
afterAll(async () => {
  await server?.close();
});

const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const getRule = () => call<ReturnType<typeof asSettings>>(server, "/api/settings/tourist-tax", admin());
const putRule = (body: unknown, path = "/api/settings/tourist-tax") =>
  call<ReturnType<typeof asSettings>>(server, path, admin(json("PUT", body)));
const storedRule = async () =>
  (await server.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "tourist_tax")))[0]?.value;

async function newStay(
  slug: string,
  checkIn: string,
  checkOut: string,
  guests: number,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await call<{ id: number }>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId: rooms[slug]!.id,
        checkIn,
        checkOut,
        guests,
        source: "direct",
        leadGuest: { name: `Ospite ${checkIn}` },
        language: "it",
        ...extra,
      }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const guest = (birthDate: string, residence: Place, lead = false) => guestFixture(birthDate, residence, { lead });

const putGuests = (stayId: number, guests: unknown[]) => saveGuests(server, cookie, stayId, "family", guests);

const stayTax = async (id: number) => (await call<{ touristTax: Tax | null }>(server, `/api/stays/${id}`, admin())).body.touristTax;

describe("the rule (GET/PUT /api/settings/tourist-tax)", () => {
  it("is the owner's alone", async () => {
    expectApiError(await call(server, "/api/settings/tourist-tax"), 401, "unauthorized");
    expectApiError(await call(server, "/api/settings/tourist-tax", json("PUT", RULE)), 401, "unauthorized");
    expect(await storedRule()).toBeUndefined();
  });

  it("is off by default", async () => {
    const res = await getRule();
    expect(res.status, res.text).toBe(200);
    // Children under 12 exempt by default, as in Pescara; no upper age until the owner sets one.
    expect(res.body).toEqual({
      enabled: false,
      rules: [{ validFrom: "2000-01-01", ratePerNight: { high: 0, low: 0 }, maxNights: 7, exemptUnderAge: 12, exemptFromAge: null }],
      exemptResidents: true,
    });
  });

  it("refuses a bad rule field by field, in the request's language, storing nothing", async () => {
    const bad = { enabled: "sì", ratePerNight: { high: 1.505, low: -1 }, maxNights: 61, exemptUnderAge: 26, exemptResidents: true };
    const res = await putRule(bad, "/api/settings/tourist-tax?lang=de");
    // The older shape is read as one rule: its fields' errors come back under that rule.
    expect(expectFieldError(res, "rules.0.ratePerNight.high")).toMatch(/zwei Dezimalstellen/);
    const fields = expectApiError(res, 400, "validation_error").fields!;
    expect(Object.keys(fields).sort()).toEqual([
      "enabled",
      "rules.0.exemptUnderAge",
      "rules.0.maxNights",
      "rules.0.ratePerNight.high",
      "rules.0.ratePerNight.low",
    ]);
    expect(fields["rules.0.maxNights"]).toBe("Die besteuerten Nächte liegen zwischen 1 und 60");

    const italian = await putRule({ ...RULE, exemptUnderAge: -1 }, "/api/settings/tourist-tax?lang=it");
    expect(expectFieldError(italian, "rules.0.exemptUnderAge")).toBe("L'età dell'esenzione va da 0 a 25 anni");
    expectFieldError(await putRule({ ...RULE, ratePerNight: { high: 10.5, low: 1 } }), "rules.0.ratePerNight.high");
    expectFieldError(await putRule({ ...RULE, maxNights: 0 }), "rules.0.maxNights");
    expectFieldError(await putRule({ enabled: true }), "rules");

    expect(await storedRule()).toBeUndefined();
    expect((await getRule()).body.enabled).toBe(false);
  });

  it("stores a rule of the older shape as one rule from the start, and answers it so", async () => {
    const res = await putRule(RULE);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(asSettings(RULE));
    expect((await getRule()).body).toEqual(asSettings(RULE));
    expect(JSON.parse((await storedRule())!)).toEqual(asSettings(RULE));
  });

  it("reads a rule stored in the older shape as one rule from the start", async () => {
    await server.db
      .update(siteSettings)
      .set({ value: JSON.stringify({ ...RULE, maxNights: 5 }) })
      .where(eq(siteSettings.key, "tourist_tax"));
    contentChanged();
    expect((await getRule()).body).toEqual(asSettings({ ...RULE, maxNights: 5 }));
    expect((await putRule(RULE)).status).toBe(200);
  });
});

describe("each stay's tax and the report of a period", () => {
  let long: number, boundary: number, noData: number, before: number, cancelled: number;

  beforeAll(async () => {
    expect((await putRule(RULE)).status).toBe(200);
    // 10 nights in July for three: an adult from Munich, a child of 10, an adult living in Pescara.
    long = await newStay("due", day("07-01"), day("07-11"), 3);
    await putGuests(long, [
      guest("1980-05-04", { country: GERMANY }, true),
      guest(`${Y - 10}-03-15`, { country: GERMANY }),
      guest("1975-01-20", { country: ITALY, place: PESCARA }),
    ]);
    // Across the seasons' boundary, two adults from Milan.
    boundary = await newStay("uno", day("09-28"), day("10-03"), 2);
    await putGuests(boundary, [
      guest("1970-02-02", { country: ITALY, place: MILANO }, true),
      guest("1972-12-12", { country: ITALY, place: MILANO }),
    ]);
    // Two guests whose data nobody entered.
    noData = await newStay("tre", day("08-10"), day("08-12"), 2);
    // Overlaps the period but arrives before it; a cancelled stay inside it.
    before = await newStay("quattro", day("06-28"), day("07-02"), 1);
    cancelled = await newStay("quattro", day("08-01"), day("08-05"), 2);
    const res = await call(server, `/api/stays/${cancelled}`, admin(json("PATCH", { status: "cancelled" })));
    expect(res.status, res.text).toBe(200);
  });

  it("shows on the stay's page: the cap, the child, the resident", async () => {
    // The adult: 7 × 2,50 = 17,50 and 3 nights beyond the cap; the child's 10 and the resident's 10 exempt.
    expect(await stayTax(long)).toEqual(unrecorded(17.5, 7, { age: 10, resident: 10, cap: 3 }));
  });

  it("charges each night at its season's rate across the boundary", async () => {
    // 28–30 September high (3 × 2,50), 1–2 October low (2 × 1,15): 9,80 each, 19,60 for two.
    expect(await stayTax(boundary)).toEqual(unrecorded(19.6, 10));
  });

  it("counts guests without data as adults living elsewhere", async () => {
    // 2 guests × 2 nights × 2,50.
    expect(await stayTax(noData)).toEqual(unrecorded(10, 4));
  });

  it("lists the booked stays arriving in the period, both ends included, with the total", async () => {
    const res = await call<Report>(server, `/api/reports/tourist-tax?from=${day("07-01")}&to=${day("09-28")}`, admin());
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const row = (stayId: number, checkIn: string, checkOut: string, guests: number, tax: ReturnType<typeof unrecorded>) => {
      const { entry: _entry, ...figures } = tax;
      return { stayId, checkIn, checkOut, guests, ...figures };
    };
    expect(res.body).toEqual({
      from: day("07-01"),
      to: day("09-28"),
      stays: [
        row(long, day("07-01"), day("07-11"), 3, unrecorded(17.5, 7, { age: 10, resident: 10, cap: 3 })),
        row(noData, day("08-10"), day("08-12"), 2, unrecorded(10, 4)),
        row(boundary, day("09-28"), day("10-03"), 2, unrecorded(19.6, 10)),
      ],
      // 17,50 + 10,00 + 19,60
      total: (({ entry: _entry, ...figures }) => ({ guests: 7, ...figures }))(unrecorded(47.1, 21, { age: 10, resident: 10, cap: 3 })),
    });
    const ids = res.body.stays.map((s) => s.stayId);
    expect(ids).not.toContain(before);
    expect(ids).not.toContain(cancelled);

    const june = await call<Report>(server, `/api/reports/tourist-tax?from=${day("06-28")}&to=${day("06-28")}`, admin());
    // 4 nights in June–July, all high: 4 × 2,50.
    expect(june.body.stays).toMatchObject([{ stayId: before, guests: 1, taxableNights: 4, exemptNights: exempt(), amount: 10, due: 10 }]);
  });

  it("downloads as CSV for an Italian spreadsheet", async () => {
    const res = await call(server, `/api/reports/tourist-tax?from=${day("07-01")}&to=${day("09-30")}&format=csv`, admin());
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="imposta-di-soggiorno_${day("07-01")}_${day("09-30")}.csv"`);
    const bytes = new Uint8Array(
      await (await server.fetch(`/api/reports/tourist-tax?from=${day("07-01")}&to=${day("09-30")}&format=csv`, admin())).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Soggiorno;Arrivo;Partenza;Camera;Ospite di riferimento;Ospiti;Notti tassate;Notti esenti per età;Notti esenti residenti;" +
        "Notti esenti accompagnatori di degenti;Notti esenti disabili;Notti esenti forze dell'ordine in servizio;Notti esenti sfollati;" +
        "Notti esenti personale;Notti esenti altro motivo;Notti oltre il massimo;Imposta (€);Riscossa (€);Rifiutata (€);Dovuta al Comune (€);Dati ospiti completi",
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      new RegExp(`^${long};01/07/${Y};11/07/${Y};[^;]+;Ospite ${day("07-01")};3;7;10;10;0;0;0;0;0;0;3;17,50;0,00;0,00;17,50;sì$`),
    );
    expect(lines[2]).toMatch(/;2;4;0;0;0;0;0;0;0;0;0;10,00;0,00;0,00;10,00;no$/);
    expect(lines[4]).toBe(`Totale;01/07/${Y};30/09/${Y};;;7;21;10;10;0;0;0;0;0;0;3;47,10;0,00;0,00;47,10;`);
  });

  it("is the owner's alone, and refuses a bad period by field", async () => {
    const period = `from=${day("07-01")}&to=${day("09-30")}`;
    expectApiError(await call(server, `/api/reports/tourist-tax?${period}`), 401, "unauthorized");
    expectApiError(await call(server, `/api/reports/tourist-tax?${period}&format=csv`), 401, "unauthorized");
    expectFieldError(await call(server, `/api/reports/tourist-tax?to=${day("07-01")}`, admin()), "from");
    expectFieldError(await call(server, `/api/reports/tourist-tax?from=${day("07-01")}&to=${day("02-30")}`, admin()), "to");
    const order = await call(server, `/api/reports/tourist-tax?from=${day("07-02")}&to=${day("07-01")}&lang=en`, admin());
    expect(expectFieldError(order, "to")).toBe("The end date cannot be before the start date");
    const tooLong = await call(server, `/api/reports/tourist-tax?from=${Y}-01-01&to=${Y + 1}-12-31`, admin());
    expect(expectFieldError(tooLong, "to")).toMatch(/400/);
    expectFieldError(await call(server, `/api/reports/tourist-tax?${period}&format=xlsx`, admin()), "format");
  });

  it("is null on the stay while the rule is off, and the report still computes with the saved rates", async () => {
    expect((await putRule({ ...RULE, enabled: false })).status).toBe(200);
    expect(await stayTax(long)).toBeNull();
    const res = await call<Report>(server, `/api/reports/tourist-tax?from=${day("07-01")}&to=${day("07-01")}`, admin());
    expect(res.body.total.amount).toBe(17.5);
    expect((await putRule(RULE)).status).toBe(200);
  });
});

describe("the pre-arrival e-mail", () => {
  const morning = new Date(`${todayInItaly()}T09:30:00Z`);
  const prearrival = async (stayId: number) =>
    (
      await server.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.stayId, stayId), eq(outbox.kind, "guest-prearrival")))
    )[0];

  it("states the amount to pay at the property when the rule is on", async () => {
    // One rate for both seasons, whatever today's season: 2 guests × 2 nights × 1,50 = 6,00.
    expect((await putRule({ ...RULE, ratePerNight: { high: 1.5, low: 1.5 } })).status).toBe(200);
    const id = await newStay("uno", dateFromToday(2), dateFromToday(4), 2, {
      leadGuest: { name: "Giulia Rossi", email: "giulia@example.com" },
    });
    await writeDueStayMails({ prearrivalDays: 3, now: morning });
    const mail = await prearrival(id);
    expect(mail, "pre-arrival e-mail written").toBeDefined();
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain("Imposta di soggiorno");
      expect(part).toMatch(/6,00\s€/);
    }
  });

  it("says nothing of it while the rule is off, or when nothing is owed", async () => {
    expect((await putRule({ ...RULE, enabled: false })).status).toBe(200);
    const off = await newStay("tre", dateFromToday(2), dateFromToday(3), 1, {
      leadGuest: { name: "John Smith", email: "john@example.com" },
      language: "en",
    });
    await writeDueStayMails({ prearrivalDays: 3, now: morning });
    const offMail = await prearrival(off);
    expect(offMail, "pre-arrival e-mail written").toBeDefined();
    expect(offMail!.text).not.toContain("Tourist tax");

    expect((await putRule({ ...RULE, ratePerNight: { high: 0, low: 0 } })).status).toBe(200);
    const free = await newStay("quattro", dateFromToday(1), dateFromToday(2), 1, {
      leadGuest: { name: "Ana López", email: "ana@example.com" },
      language: "es",
    });
    await writeDueStayMails({ prearrivalDays: 3, now: morning });
    const freeMail = await prearrival(free);
    expect(freeMail, "pre-arrival e-mail written").toBeDefined();
    expect(freeMail!.text).not.toContain("Tasa turística");
  });
});
