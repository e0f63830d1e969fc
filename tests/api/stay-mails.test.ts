import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, stays } from "~/db/schema";
import { writeDueStayMails } from "~/features/arrivals/stay-mails.server";
import { startOutboxWorker, type OutboxWorker } from "~/features/mail/worker.server";
import { hashStayToken } from "~/features/stays/stay-mail-records.server";
import { hrefFor } from "~/i18n/links";
import { SETTING_KEYS } from "~/lib/constants";
import { todayInItaly } from "~/lib/dates";

import { call, dateFromToday, json, withCookie } from "../setup/api-helpers";
import { mailEnv, SITE_URL, startSmtp, type TestSmtp } from "../setup/smtp";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The stay's e-mails through the real server, database, outbox worker and an SMTP server on
 * loopback: before arrival and after departure, in the stay's language (German and Spanish here),
 * each once per stay, never for a cancelled stay or one without an address, from the morning of
 * their day (Italy's), at once when their day has passed, not for a stay ended over a week ago.
 * scripts/test.mjs runs this file again under TZ=America/Los_Angeles.
 */

type Room = { id: number; slug: string; name: string };
type StayDetail = { id: number; messages: { kind: string; status: string; sentAt: string | null }[] };

let server: TestServer;
let smtp: TestSmtp;
let worker: OutboxWorker;
let cookie: string;
const rooms: Record<string, Room> = {};
const d = dateFromToday;
const PREARRIVAL_DAYS = 3;

/** Italy's today at a given hour (winter or summer time alike: 05:00Z is early morning, 09:30Z mid-morning). */
const at = (utc: "05:00" | "09:30") => new Date(`${todayInItaly()}T${utc}:00Z`);
const EARLY = at("05:00");
const MORNING = at("09:30");

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(mailEnv(smtp.port));
  worker = startOutboxWorker({ pollMs: 50, retryBaseMs: 100, log: () => {} });
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"]) rooms[slug] = (await call<Room>(server, `/api/rooms/${slug}`)).body;
  const current = (await call<Record<string, unknown>>(server, "/api/business", withCookie({}, cookie))).body;
  const res = await call(
    server,
    "/api/business",
    withCookie(
      json("PUT", { ...current, arrivalNotes: { de: "Der Code der Haustür ist 4711.", it: "Il codice del portone è 4711." } }),
      cookie,
    ),
  );
  expect(res.status, res.text).toBe(200);
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.stop();
});

let serial = 0;
async function newStay(overrides: Record<string, unknown>): Promise<{ id: number; email: string }> {
  serial++;
  const email = `soggiorno.${serial}@example.com`;
  const res = await call<{ id: number }>(
    server,
    "/api/stays",
    withCookie(
      json("POST", {
        roomId: rooms.tre!.id,
        guests: 2,
        source: "booking",
        leadGuest: { name: `Lena Schulz`, email },
        language: "de",
        ...overrides,
      }),
      cookie,
    ),
  );
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, email };
}

const kindsOf = async (stayId: number) =>
  (await server.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.stayId, stayId))).map((r) => r.kind).sort();
const write = (now: Date) => writeDueStayMails({ prearrivalDays: PREARRIVAL_DAYS, now });

describe("before arrival", () => {
  it("goes from the morning of its day, in German: dates, room, hours, address and map, directions, phone, the owner's note", async () => {
    const stay = await newStay({ checkIn: d(PREARRIVAL_DAYS), checkOut: d(PREARRIVAL_DAYS + 2), roomId: rooms.uno!.id });
    await write(EARLY);
    expect(await kindsOf(stay.id)).toEqual([]);
    await write(MORNING);
    expect(await kindsOf(stay.id)).toEqual(["guest-prearrival"]);

    const mail = await smtp.waitFor((m) => m.to.includes(stay.email));
    expect(mail.subject).toMatch(/^Wir freuen uns auf Sie am /);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Hallo Lena");
      expect(part).toContain(rooms.uno!.name);
      expect(part).toMatch(/Check-in von \d\d:\d\d bis \d\d:\d\d Uhr/);
      expect(part).toContain("openstreetmap.org");
      expect(part).toContain("Anreise");
      expect(part).toContain("Der Code der Haustür ist 4711.");
      expect(part).toContain("+39");
      expect(part).toContain("Online-Check-in ausfüllen");
    }
    expect(mail.text).not.toContain("portone");
    // The stay's own pre-check-in link, as the owner sees it on the stay.
    const { checkInUrl } = (await call<{ checkInUrl: string }>(server, `/api/stays/${stay.id}`, withCookie({}, cookie))).body;
    expect(checkInUrl).toMatch(/\/check-in\/[A-Za-z0-9_-]{32}$/);
    expect(mail.text).toContain(checkInUrl);

    // Written once: later polls, and a poll racing another, write nothing more.
    await Promise.all([write(MORNING), write(MORNING)]);
    expect(await kindsOf(stay.id)).toEqual(["guest-prearrival"]);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => m.to.includes(stay.email))).toHaveLength(1);

    // The owner sees it on the stay.
    const detail = await call<StayDetail>(server, `/api/stays/${stay.id}`, withCookie({}, cookie));
    expect(detail.body.messages).toEqual([expect.objectContaining({ kind: "guest-prearrival", status: "sent" })]);
  });

  it("a stay entered two days ahead gets it at once, even before the morning; a cancelled one or one with no address never", async () => {
    const late = await newStay({ checkIn: d(2), checkOut: d(4), roomId: rooms.due!.id });
    const cancelled = await newStay({ checkIn: d(1), checkOut: d(3), roomId: rooms.quattro!.id });
    expect((await call(server, `/api/stays/${cancelled.id}`, withCookie(json("PATCH", { status: "cancelled" }), cookie))).status).toBe(200);
    const noAddress = await newStay({ checkIn: d(1), checkOut: d(2), leadGuest: { name: "Senza Mail" } });
    await write(EARLY);
    expect(await kindsOf(late.id)).toEqual(["guest-prearrival"]);
    expect(await kindsOf(cancelled.id)).toEqual([]);
    expect(await kindsOf(noAddress.id)).toEqual([]);
  });
});

describe("after departure", () => {
  it("the day after, in Spanish, with a personal review link valid for 60 days; not for a stay ended over a week ago", async () => {
    const ended = await newStay({
      checkIn: d(-3),
      checkOut: d(-1),
      language: "es",
      source: "direct",
      roomId: rooms.quattro!.id,
      leadGuest: { name: "Lucía Gómez", email: "lucia.gomez@example.com" },
    });
    const old = await newStay({ checkIn: d(-12), checkOut: d(-8), language: "es", roomId: rooms.due!.id });
    await write(EARLY);
    expect(await kindsOf(ended.id)).toEqual([]);
    await write(MORNING);
    expect(await kindsOf(ended.id)).toEqual(["guest-poststay"]);
    expect(await kindsOf(old.id)).toEqual([]);

    const mail = await smtp.waitFor((m) => m.to.includes("lucia.gomez@example.com"));
    expect(mail.subject).toMatch(/^Gracias por tu estancia/);
    expect(mail.text).toContain("Hola, Lucía:");
    const link = new RegExp(`${SITE_URL.replace(/[.:/]/g, "\\$&")}${hrefFor("review", "es")}\\?soggiorno=([A-Za-z0-9_-]{32,})`);
    const token = link.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();
    expect(mail.html).toContain(`soggiorno=${token}`);
    const [row] = await server.db.select().from(stays).where(eq(stays.id, ended.id));
    expect(row!.reviewTokenHash).toBe(hashStayToken(token!));
    const days = (row!.reviewTokenExpiresAt!.getTime() - MORNING.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(60, 5);
  });

  it("a stay recorded after it ended gets its thanks at once; the owner's switch turns each e-mail off", async () => {
    const off = await call(server, `/api/settings/${SETTING_KEYS.poststayMail}`, withCookie(json("PUT", { value: "false" }), cookie));
    expect(off.status, off.text).toBe(200);
    const recorded = await newStay({ checkIn: d(-5), checkOut: d(-3), roomId: rooms.uno!.id });
    await write(MORNING);
    expect(await kindsOf(recorded.id)).toEqual([]);
    expect(
      (await call(server, `/api/settings/${SETTING_KEYS.poststayMail}`, withCookie(json("PUT", { value: "true" }), cookie))).status,
    ).toBe(200);
    await write(EARLY);
    expect(await kindsOf(recorded.id)).toEqual(["guest-poststay"]);
  });
});
