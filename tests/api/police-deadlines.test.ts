import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, stays } from "~/db/schema";
import { writePoliceReminders } from "~/features/guests/police.server";
import { startOutboxWorker, type OutboxWorker } from "~/features/mail/worker.server";

import { call, dateFromToday, expectApiError, expectFieldError, json, withCookie } from "../setup/api-helpers";
import { mailEnv, OWNER_EMAIL, SITE_URL, startSmtp, type TestSmtp } from "../setup/smtp";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The police report's deadline through the real server and database: 24 hours from arrival, 6
 * for a stay of 24 hours or less, counted in Italy's time from the business's check-in and
 * check-out hours or from the arrival the owner records; the panel's flags; the owner's two
 * e-mails, each once per stay, delivered to a real SMTP server. The expected instants are
 * worked out by hand from the seed's hours (check-in from 15:00, check-out until 10:00).
 * scripts/test.mjs runs this file again under TZ=America/Los_Angeles.
 */

type StayJson = {
  id: number;
  checkIn: string;
  arrivedAt: string | null;
  policeDueAt: string | null;
  policeSentAt: string | null;
};
type PoliceRow = { stayId: number; policeDueAt: string | null; dueSoon: boolean; overdue: boolean };

const HOUR = 3600_000;
const GUEST = {
  surname: "Conti",
  givenName: "Elena",
  sex: "F",
  birthDate: "1984-02-11",
  birthCountry: "100000100",
  birthPlace: "413068028",
  citizenship: "100000100",
  residenceCountry: "100000100",
  residencePlace: "413068028",
  documentType: "IDENT",
  documentNumber: "CA55555EE",
  documentIssuePlace: "413068028",
};

let server: TestServer;
let smtp: TestSmtp;
let worker: OutboxWorker;
let cookie: string;
let roomIds: number[] = [];
const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const d = dateFromToday;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(mailEnv(smtp.port));
  worker = startOutboxWorker({ pollMs: 50, retryBaseMs: 100, log: () => {} });
  cookie = await server.adminCookie();
  roomIds = await Promise.all(
    ["uno", "due", "tre", "quattro"].map(async (slug) => (await call<{ id: number }>(server, `/api/rooms/${slug}`)).body.id),
  );
  // The hand-worked instants below start from these hours.
  const business = await call<{ hours: Record<string, { from: string; to: string }> }>(server, "/api/business");
  expect(business.body.hours.checkIn!.from).toBe("15:00");
  expect(business.body.hours.checkOut!.to).toBe("10:00");
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.stop();
});

let serial = 0;
async function newStay(checkIn: string, checkOut: string): Promise<number> {
  serial++;
  const res = await call<StayJson>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId: roomIds[serial % roomIds.length],
        checkIn,
        checkOut,
        guests: 1,
        source: "direct",
        leadGuest: { name: `Elena Conti ${serial}` },
        language: "it",
        override: true,
      }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}
const getStay = async (id: number) => (await call<StayJson>(server, `/api/stays/${id}`, admin())).body;
const patch = (id: number, body: unknown, lang = "it") =>
  call<StayJson>(server, `/api/stays/${id}?lang=${lang}`, admin(json("PATCH", body)));

describe("the deadline, in Italy's time", () => {
  it("one night from 15:00 to 10:00 is 24 hours or less: 6 hours from arrival", async () => {
    // 2027-07-10 15:00 CEST = 13:00Z; departure 2027-07-11 10:00 CEST = 08:00Z: 19 hours.
    const id = await newStay("2027-07-10", "2027-07-11");
    expect((await getStay(id)).policeDueAt).toBe("2027-07-10T19:00:00.000Z");
  });

  it("two nights: 24 hours from arrival, in the list and the police day too", async () => {
    const id = await newStay("2027-07-10", "2027-07-12");
    expect((await getStay(id)).policeDueAt).toBe("2027-07-11T13:00:00.000Z");
    const list = await call<StayJson[]>(server, "/api/stays?from=2027-07-09&to=2027-07-13", admin());
    expect(list.body.find((s) => s.id === id)?.policeDueAt).toBe("2027-07-11T13:00:00.000Z");
    const day = await call<{ stays: PoliceRow[] }>(server, "/api/police/day?date=2027-07-10", admin());
    expect(day.body.stays.find((s) => s.stayId === id)).toMatchObject({
      policeDueAt: "2027-07-11T13:00:00.000Z",
      dueSoon: false,
      overdue: false,
    });
  });

  it("24 elapsed hours across the change to summer time (28 March 2027): 16:00 on Italy's clocks", async () => {
    // 2027-03-27 15:00 CET = 14:00Z; 24 hours later it is 16:00 CEST.
    const id = await newStay("2027-03-27", "2027-03-29");
    expect((await getStay(id)).policeDueAt).toBe("2027-03-28T14:00:00.000Z");
  });

  it("and across the change back to winter time (31 October 2027): 14:00 on Italy's clocks", async () => {
    // 2027-10-30 15:00 CEST = 13:00Z; 24 hours later it is 14:00 CET.
    const two = await newStay("2027-10-30", "2027-11-01");
    expect((await getStay(two)).policeDueAt).toBe("2027-10-31T13:00:00.000Z");
    // One night: departure 2027-10-31 10:00 CET = 09:00Z, 20 hours after arrival: 6 hours.
    const one = await newStay("2027-10-30", "2027-10-31");
    expect((await getStay(one)).policeDueAt).toBe("2027-10-30T19:00:00.000Z");
  });

  it("a recorded arrival moves the deadline, and taking it away moves it back", async () => {
    const two = await newStay("2027-08-10", "2027-08-12");
    const late = await patch(two, { arrivedAt: "2027-08-10T22:30:00+02:00" });
    expect(late.status, late.text).toBe(200);
    expect(late.body).toMatchObject({ arrivedAt: "2027-08-10T20:30:00.000Z", policeDueAt: "2027-08-11T20:30:00.000Z" });
    expect(await getStay(two)).toMatchObject({ arrivedAt: "2027-08-10T20:30:00.000Z", policeDueAt: "2027-08-11T20:30:00.000Z" });

    // Half past midnight, the day after check-in: 9½ hours before check-out, so 6 hours.
    const one = await newStay("2027-08-10", "2027-08-11");
    const night = await patch(one, { arrivedAt: "2027-08-11T00:30:00+02:00" });
    expect(night.body).toMatchObject({ arrivedAt: "2027-08-10T22:30:00.000Z", policeDueAt: "2027-08-11T04:30:00.000Z" });

    const cleared = await patch(one, { arrivedAt: null });
    expect(cleared.body).toMatchObject({ arrivedAt: null, policeDueAt: "2027-08-10T19:00:00.000Z" });
  });

  it("a cancelled stay has no deadline", async () => {
    const id = await newStay("2027-09-01", "2027-09-03");
    expect((await patch(id, { status: "cancelled" })).body.policeDueAt).toBeNull();
  });

  it("the deadline follows the business's hours: exactly 24 hours is still a short stay", async () => {
    const id = await newStay("2027-09-10", "2027-09-11");
    const current = (await call<{ hours: Record<string, { from: string; to: string }> }>(server, "/api/business", admin())).body;
    const hours = { ...current.hours, checkIn: { from: "12:00", to: "20:00" }, checkOut: { from: "08:00", to: "12:00" } };
    const saved = await call(server, "/api/business", admin(json("PUT", { ...current, hours })));
    expect(saved.status, saved.text).toBe(200);
    try {
      // 12:00 CEST = 10:00Z to 12:00 CEST the next day: 24 hours, so 6.
      expect((await getStay(id)).policeDueAt).toBe("2027-09-10T16:00:00.000Z");
    } finally {
      expect((await call(server, "/api/business", admin(json("PUT", current)))).status).toBe(200);
    }
    expect((await getStay(id)).policeDueAt).toBe("2027-09-10T19:00:00.000Z");
  });
});

describe("PATCH arrivedAt", () => {
  it("takes a moment from the day before check-in to the day after, on Italy's calendar", async () => {
    const id = await newStay("2027-06-10", "2027-06-12");
    // 2027-06-09 00:00 in Italy is 22:00Z the day before: in range.
    const first = await patch(id, { arrivedAt: "2027-06-08T22:00:00Z" });
    expect(first.status, first.text).toBe(200);
    expect(first.body.arrivedAt).toBe("2027-06-08T22:00:00.000Z");
    const last = await patch(id, { arrivedAt: "2027-06-11T23:59:00+02:00" });
    expect(last.body.arrivedAt).toBe("2027-06-11T21:59:00.000Z");
  });

  it("refuses a moment out of range or not an instant, in the caller's language, and stores nothing", async () => {
    const id = await newStay("2027-06-20", "2027-06-22");
    expect((await patch(id, { arrivedAt: "2027-06-20T21:00:00+02:00" })).status).toBe(200);
    // 21:59Z on the 18th is 23:59 in Italy, two days before check-in.
    for (const [arrivedAt, lang, message] of [
      ["2027-06-18T21:59:00Z", "it", "L'ora di arrivo deve cadere nel giorno di arrivo del soggiorno o in quello prima o dopo"],
      ["2027-06-22T08:00:00+02:00", "en", "The arrival time must fall on the stay's arrival day or the day before or after"],
      ["2027-06-20 21:30", "de", "Geben Sie Datum und Uhrzeit der Ankunft mit Zeitzone an, zum Beispiel 2027-07-10T22:30:00+02:00"],
      ["2027-06-20T21:30:00", "es", "Indica la fecha y la hora de llegada con su zona horaria, por ejemplo 2027-07-10T22:30:00+02:00"],
      [5, "it", "Indica data e ora di arrivo con il fuso orario, ad esempio 2027-07-10T22:30:00+02:00"],
    ] as const) {
      const res = await patch(id, { arrivedAt, notes: "non salvata" }, lang);
      expectApiError(res, 400, "validation_error");
      expect(expectFieldError(res, "arrivedAt")).toBe(message);
    }
    const [row] = await server.db.select().from(stays).where(eq(stays.id, id));
    expect(row?.arrivedAt?.toISOString()).toBe("2027-06-20T19:00:00.000Z");
    expect(row?.notes).toBeNull();
  });

  it("is recorded on a stay the owner placed over another: only a change of room or nights is checked again", async () => {
    const first = await newStay("2027-04-10", "2027-04-12");
    const [{ roomId }] = await server.db.select({ roomId: stays.roomId }).from(stays).where(eq(stays.id, first));
    const over = await call<StayJson>(
      server,
      "/api/stays",
      admin(
        json("POST", {
          roomId,
          checkIn: "2027-04-10",
          checkOut: "2027-04-12",
          guests: 1,
          source: "direct",
          leadGuest: { name: "Seconda Ospite" },
          language: "it",
          override: true,
        }),
      ),
    );
    expect(over.status, over.text).toBe(201);
    const arrived = await patch(over.body.id, { arrivedAt: "2027-04-10T19:00:00+02:00" });
    expect(arrived.status, arrived.text).toBe(200);
    expect(arrived.body.policeDueAt).toBe("2027-04-11T17:00:00.000Z");
    expectApiError(await patch(over.body.id, { checkOut: "2027-04-13" }), 409, "room_busy");
  });

  it("a stay moved to other days drops an arrival it no longer fits", async () => {
    const id = await newStay("2027-05-10", "2027-05-12");
    await patch(id, { arrivedAt: "2027-05-10T18:00:00+02:00" });
    expect((await patch(id, { checkIn: "2027-05-11", checkOut: "2027-05-13", override: true })).body.arrivedAt).toBe(
      "2027-05-10T16:00:00.000Z",
    );
    const moved = await patch(id, { checkIn: "2027-05-20", checkOut: "2027-05-22", override: true });
    expect(moved.body).toMatchObject({ arrivedAt: null, policeDueAt: "2027-05-21T13:00:00.000Z" });
  });
});

describe("due soon, late, and the owner's e-mails", () => {
  const now = new Date();
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  let soon: number;
  let late: number;
  let later: number;
  let sent: number;
  let cancelled: number;

  /** A stay of two nights from `checkIn` whose guests arrived `hoursAgo` before now. */
  async function arrived(checkIn: string, hoursAgo: number): Promise<number> {
    const id = await newStay(checkIn, dateFromTodayPlus(checkIn, 2));
    const res = await patch(id, { arrivedAt: at(-hoursAgo).toISOString() });
    expect(res.status, res.text).toBe(200);
    expect(res.body.policeDueAt).toBe(new Date(at(-hoursAgo).getTime() + 24 * HOUR).toISOString());
    return id;
  }

  beforeAll(async () => {
    soon = await arrived(d(0), 23);
    late = await arrived(d(-1), 25);
    later = await arrived(d(0), 10);
    sent = await arrived(d(-1), 25);
    cancelled = await arrived(d(-1), 25);
    expect((await patch(cancelled, { status: "cancelled" })).status).toBe(200);
    expect((await call(server, `/api/stays/${sent}/guests`, admin(json("PUT", { guests: [GUEST] })))).status).toBe(200);
    expect((await call(server, `/api/stays/${sent}/identity-checked`, admin(json("POST", {})))).status).toBe(200);
    const done = await call(server, "/api/police/sent", admin(json("POST", { date: d(0), stayIds: [sent] })));
    expect(done.status, done.text).toBe(200);
  });

  it("flags each stay on the police day, and lists only the late one as overdue", async () => {
    const day = await call<{ stays: PoliceRow[] }>(server, `/api/police/day?date=${d(0)}`, admin());
    expect(day.status).toBe(200);
    const flags = (id: number) => {
      const row = day.body.stays.find((s) => s.stayId === id);
      return row && { dueSoon: row.dueSoon, overdue: row.overdue };
    };
    expect(flags(soon)).toEqual({ dueSoon: true, overdue: false });
    expect(flags(late)).toEqual({ dueSoon: false, overdue: true });
    expect(flags(later)).toEqual({ dueSoon: false, overdue: false });
    expect(flags(sent)).toEqual({ dueSoon: false, overdue: false });
    // A cancelled stay is not a police matter.
    expect(flags(cancelled)).toBeUndefined();

    const overdue = await call<PoliceRow[]>(server, "/api/police/overdue", admin());
    expect(overdue.status).toBe(200);
    expect(overdue.body.map((s) => s.stayId)).toEqual([late]);
    expect(overdue.body[0]).toMatchObject({ overdue: true, dueSoon: false, policeDueAt: (await getStay(late)).policeDueAt });
  });

  it("writes one e-mail two hours before and one after the deadline, each once, none for a sent or cancelled stay", async () => {
    const ours = [soon, late, later, sent, cancelled];
    const written = async () =>
      (
        await server.db
          .select({ stayId: outbox.stayId, kind: outbox.kind })
          .from(outbox)
          .where(and(inArray(outbox.stayId, ours), eq(outbox.audience, "owner")))
      )
        .map((row) => `${row.stayId} ${row.kind}`)
        .sort();
    const expected = (...rows: string[]) => rows.sort();

    // At night too: the law's deadline does not wait for the morning.
    expect(await writePoliceReminders(now)).toBe(2);
    expect(await written()).toEqual(expected(`${soon} owner-police-due`, `${late} owner-police-late`));
    expect(await writePoliceReminders(now)).toBe(0);

    // Two hours on, the first stay's deadline has passed.
    expect(await writePoliceReminders(at(2))).toBe(1);
    expect(await writePoliceReminders(at(2))).toBe(0);
    // The third stay is due 14 hours from now: its warning at 12 hours and a half, then late.
    expect(await writePoliceReminders(at(11.5))).toBe(0);
    expect(await writePoliceReminders(at(12.5))).toBe(1);
    expect(await writePoliceReminders(at(15))).toBe(1);
    expect(await writePoliceReminders(at(16))).toBe(0);
    expect(await written()).toEqual(
      expected(
        `${soon} owner-police-due`,
        `${late} owner-police-late`,
        `${soon} owner-police-late`,
        `${later} owner-police-due`,
        `${later} owner-police-late`,
      ),
    );

    // Delivered to the owner, in Italian, with the deadline and the panel's address.
    const due = await smtp.waitFor((m) => m.subject.startsWith("Entro due ore alla Questura: Elena Conti"));
    expect(due.to).toEqual([OWNER_EMAIL]);
    expect(due.text).toContain("tra due ore scade il termine di legge");
    expect(due.text).toContain(`${SITE_URL}/admin/adempimenti/questura`);
    const stay = (await call<{ leadGuest: { name: string }; policeDueAt: string }>(server, `/api/stays/${late}`, admin())).body;
    const lateMail = await smtp.waitFor((m) => m.subject.startsWith(`Termine scaduto per la Questura: ${stay.leadGuest.name} –`));
    const clock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Rome", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    expect(lateMail.text).toMatch(new RegExp(`Termine: \\S+ \\d{1,2} \\S+ \\d{4} alle ${clock.format(new Date(stay.policeDueAt))}`));
  });
});

function dateFromTodayPlus(day: string, nights: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + nights);
  return date.toISOString().slice(0, 10);
}
