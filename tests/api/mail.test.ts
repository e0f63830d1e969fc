import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, quotes, rooms } from "~/db/schema";
import type { Env } from "~/env.server";
import { startOutboxWorker, type OutboxWorker } from "~/features/mail/worker.server";
import { loader as quotesSection } from "~/routes/admin/quotes";

import { call, dateFromToday, expectApiError, json, rowCount, validQuote, validReview, withCookie } from "../setup/api-helpers";
import { runLoader } from "../setup/loaders";
import { freePort, mailEnv, OWNER_EMAIL, SITE_URL, startSmtp, type TestSmtp } from "../setup/smtp";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The owner's inbox end to end: the real app on real HTTP, the real outbox worker,
 * nodemailer talking to a real SMTP server on loopback, every message read back as a mail
 * client reads it.
 */

type OutboxRow = {
  id: number;
  kind: string;
  quoteId: number | null;
  status: string;
  attempts: number;
  lastError: string | null;
  subject: string;
};
type Context = { server: TestServer; smtp: TestSmtp; worker: OutboxWorker | undefined; cookie: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A test server whose mail goes to a test SMTP server (listening unless `listen: false`). */
async function mailContext(
  options: { listen?: boolean; worker?: Parameters<typeof startOutboxWorker>[0] | false; env?: Partial<Env> } = {},
): Promise<Context> {
  const port = options.listen === false ? await freePort() : undefined;
  const smtp = await startSmtp({ port, listen: options.listen ?? true });
  const server = await startTestServer({ ...mailEnv(smtp.port), ...options.env });
  const worker =
    options.worker === false ? undefined : startOutboxWorker(options.worker ?? { pollMs: 50, retryBaseMs: 100, log: () => {} });
  return { server, smtp, worker, cookie: await server.adminCookie() };
}

async function closeContext(ctx: Context | undefined): Promise<void> {
  await ctx?.worker?.stop();
  await ctx?.server.close();
  await ctx?.smtp.stop();
}

async function outboxRows(server: TestServer, where?: ReturnType<typeof eq>) {
  return server.db.select().from(outbox).where(where).orderBy(asc(outbox.id));
}

/** Polls `read` until `ok` holds, or fails with what was last read. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000, what = "condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms; last: ${JSON.stringify(last)}`);
    await sleep(25);
    last = await read();
  }
  return last;
}

const itLongDate = (day: string) =>
  new Intl.DateTimeFormat("it-IT", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** What a guest's acknowledgement says in each language (subject, a word of the body). */
const ACK = {
  it: { subject: "Abbiamo ricevuto la tua richiesta", body: "Il tuo soggiorno", greeting: "Gentile" },
  en: { subject: "We have received your request", body: "Your stay", greeting: "Dear" },
  de: { subject: "Wir haben Ihre Anfrage erhalten", body: "Ihr Aufenthalt", greeting: "Hallo" },
  es: { subject: "Hemos recibido tu solicitud", body: "Tu estancia", greeting: "Hola" },
} as const;
type Lang = keyof typeof ACK;

let seq = 0;
/** A quote with names and texts nobody else in this file uses. */
function uniqueQuote(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  // Letters only: a first name with digits is not used in the greeting (greetableName).
  const letters = [...String(seq)].map((d) => "abcdefghij"[Number(d)]).join("");
  return validQuote({
    firstName: `Giulia${letters}`,
    lastName: `Zanzottera${tag}`,
    email: `ospite-${tag}@example.com`,
    phone: "+39 333 123 4567",
    ...overrides,
  }) as ReturnType<typeof validQuote> & { firstName: string; lastName: string; email: string; checkIn: string; checkOut: string };
}

async function postQuote(ctx: Context, body: Record<string, unknown>, init: { query?: string; headers?: Record<string, string> } = {}) {
  const res = await call<{ id: number }>(ctx.server, `/api/quotes${init.query ?? ""}`, json("POST", body, init.headers));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("the messages of a quote request, in the guest's language", () => {
  let ctx: Context;
  let room: { slug: string; name: string };
  beforeAll(async () => {
    ctx = await mailContext();
    const [r] = await ctx.server.db
      .select({ slug: rooms.slug, name: rooms.name, maxGuests: rooms.maxGuests })
      .from(rooms)
      .where(eq(rooms.isActive, true))
      .orderBy(asc(rooms.id))
      .limit(1);
    room = r!;
  });
  afterAll(() => closeContext(ctx));

  const cases: { lang: Lang; how: string; query?: string; headers?: Record<string, string> }[] = [
    { lang: "it", how: "?lang=it", query: "?lang=it" },
    { lang: "en", how: "?lang=en", query: "?lang=en" },
    { lang: "de", how: "?lang=de", query: "?lang=de" },
    { lang: "es", how: "?lang=es", query: "?lang=es" },
    { lang: "de", how: "the bb-language cookie", headers: { cookie: "bb-language=de" } },
    { lang: "es", how: "Accept-Language", headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" } },
  ];

  it.each(cases)(
    "$lang via $how: the owner's notification (all details, Reply-To the guest) and the guest's acknowledgement (no last name, no requests)",
    async ({ lang, query, headers }) => {
      const special = `Vorremmo una camera al piano alto con vista mare ${seq + 1}`;
      const q = uniqueQuote({ preferredRoom: room.slug, guests: 2, additionalServices: ["culla", "taxi"], specialRequests: special });
      const created = await postQuote(ctx, q, { query, headers });
      expect((await ctx.server.db.select({ lang: quotes.lang }).from(quotes).where(eq(quotes.id, created.id)))[0]?.lang).toBe(lang);

      const owner = await ctx.smtp.waitFor((m) => m.to.includes(OWNER_EMAIL) && m.subject.includes(`${q.firstName} ${q.lastName}`));
      const guest = await ctx.smtp.waitFor((m) => m.to.includes(q.email));

      // The owner's notification: everything she needs to answer, in Italian.
      expect(owner.to).toEqual([OWNER_EMAIL]);
      expect(owner.envelope.to).toEqual([OWNER_EMAIL]);
      expect(owner.replyTo).toEqual([q.email]);
      expect(owner.from).toContain("info@casabrezza.example");
      for (const part of [owner.text, owner.html]) {
        expect(part).toContain(itLongDate(q.checkIn));
        expect(part).toContain(itLongDate(q.checkOut));
        expect(part).toContain(room.name);
        expect(part).toContain("Culla gratuita");
        expect(part).toContain("Servizio taxi");
        expect(part).toContain(special);
        expect(part).toContain(q.email);
      }
      expect(owner.html).toContain('href="tel:+393331234567"');
      expect(owner.text).toContain("+39 333 123 4567");
      const link = `${SITE_URL}/admin/richieste/${created.id}`;
      expect(owner.text).toContain(link);
      expect(owner.html).toContain(`href="${link.replace("&", "&amp;")}"`);

      // The guest's acknowledgement: in their language, without what they typed beyond the first name.
      expect(guest.to).toEqual([q.email]);
      expect(guest.replyTo).toEqual([OWNER_EMAIL]);
      expect(guest.subject).toContain(ACK[lang].subject);
      expect(guest.text).toContain(ACK[lang].body);
      expect(guest.text).toContain(`${ACK[lang].greeting}`);
      expect(guest.text).toContain(q.firstName);
      for (const part of [guest.subject, guest.text, guest.html]) {
        expect(part).not.toContain(q.lastName);
        expect(part).not.toContain("piano alto");
      }

      // Two messages, two Message-IDs, the ones the outbox wrote.
      expect(owner.messageId).toMatch(/^<[^<>@\s]+@casabrezza\.example>$/);
      expect(guest.messageId).not.toBe(owner.messageId);
      const rows = await until(
        () => outboxRows(ctx.server, eq(outbox.quoteId, created.id)),
        (rs) => rs.every((r) => r.status === "sent"),
        5_000,
        "both rows sent",
      );
      expect(rows.map((r) => [r.kind, r.messageId, r.attempts]).sort()).toEqual(
        [
          ["guest-ack", guest.messageId, 1],
          ["owner-quote", owner.messageId, 1],
        ].sort(),
      );
    },
  );

  it("a review: the owner's notification with name, stars, title, comment and the link to the reviews tab", async () => {
    const review = validReview({
      guestName: `Marco Recensore${seq}`,
      rating: 4,
      title: `Vacanza splendida ${seq}`,
      comment: "Colazione abbondante e personale gentilissimo.",
    });
    const res = await call(ctx.server, "/api/reviews", json("POST", review));
    expect(res.status, res.text).toBe(201);
    const mail = await ctx.smtp.waitFor((m) => m.subject.includes(review.title as string));
    expect(mail.to).toEqual([OWNER_EMAIL]);
    expect(mail.subject).toContain("★★★★☆");
    expect(mail.subject).toContain(review.guestName as string);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(review.guestName as string);
      expect(part).toContain("4 su 5");
      expect(part).toContain(review.comment as string);
    }
    expect(mail.text).toContain(`${SITE_URL}/admin/recensioni`);
    expect(mail.html).toContain(`href="${SITE_URL}/admin/recensioni"`);
  });

  it("the owner's reply reaches the guest with her text and price, Reply-To her; a confirmation is sent in the guest's language only when asked", async () => {
    const q = uniqueQuote();
    const created = await postQuote(ctx, q, { query: "?lang=de" });
    await ctx.smtp.waitFor((m) => m.to.includes(q.email));

    const message = `Gentile ${q.firstName}, la camera è libera nelle sue date. Cordiali saluti, Anna`;
    const reply = await call(
      ctx.server,
      `/api/quotes/${created.id}/reply`,
      withCookie(json("POST", { message, price: "480" }), ctx.cookie),
    );
    expect(reply.status, reply.text).toBe(200);
    const answer = await ctx.smtp.waitFor((m) => m.to.includes(q.email) && m.text.includes("la camera è libera"));
    expect(answer.replyTo).toEqual([OWNER_EMAIL]);
    expect(answer.subject).toContain("Ihre Anfrage");
    expect(answer.text).toContain(message);
    expect(answer.text).toContain("€ 480");
    expect(answer.html).toContain("€ 480");

    const confirm = await call(
      ctx.server,
      `/api/quotes/${created.id}`,
      // The request names no room: the owner chooses one as she confirms it.
      withCookie(json("PATCH", { status: "confirmed", notifyGuest: true, roomId: 1, override: true }), ctx.cookie),
    );
    expect(confirm.status, confirm.text).toBe(200);
    const confirmation = await ctx.smtp.waitFor((m) => m.to.includes(q.email) && m.subject.includes("Buchung bestätigt"));
    expect(confirmation.text).toContain("Ihre Buchung ist bestätigt");
    expect(confirmation.replyTo).toEqual([OWNER_EMAIL]);

    const rowsBefore = await outboxRows(ctx.server, eq(outbox.quoteId, created.id));
    const toGuestBefore = ctx.smtp.messages.filter((m) => m.to.includes(q.email)).length;
    const cancel = await call(
      ctx.server,
      `/api/quotes/${created.id}`,
      withCookie(json("PATCH", { status: "cancelled", notifyGuest: false }), ctx.cookie),
    );
    expect(cancel.status, cancel.text).toBe(200);
    await ctx.worker!.drain();
    await sleep(300);
    expect(await outboxRows(ctx.server, eq(outbox.quoteId, created.id))).toHaveLength(rowsBefore.length);
    expect(ctx.smtp.messages.filter((m) => m.to.includes(q.email))).toHaveLength(toGuestBefore);
  });
});

describe("the mail server down, then up", () => {
  let ctx: Context;
  beforeAll(async () => {
    ctx = await mailContext({ listen: false });
  });
  afterAll(() => closeContext(ctx));

  it("the quote is stored, its messages wait (attempts, connection refused) and are each delivered once when the server comes back", async () => {
    const q = uniqueQuote();
    const created = await postQuote(ctx, q, { query: "?lang=en" });
    expect(created.id).toBeGreaterThan(0);

    const waiting = await until(
      async () =>
        (await call<OutboxRow[]>(ctx.server, "/api/outbox?status=unsent", withCookie({}, ctx.cookie))).body.filter(
          (r) => r.quoteId === created.id,
        ),
      (rs) => rs.length === 2 && rs.every((r) => r.attempts >= 1 && r.lastError !== null),
      5_000,
      "two messages tried and waiting",
    );
    for (const r of waiting) {
      expect(r.status).toBe("queued");
      expect(r.lastError).toMatch(/ECONNREFUSED/);
    }
    const all = await call<OutboxRow[]>(ctx.server, "/api/outbox", withCookie({}, ctx.cookie));
    expect(all.body.filter((r) => r.quoteId === created.id).map((r) => r.status)).toEqual(["queued", "queued"]);
    // The panel's data lists them as unsent, with the error.
    const panel = await runLoader(quotesSection, `${ctx.server.url}/admin/richieste`, { cookie: ctx.cookie });
    if (!panel) throw new Error("the loader did not see the admin session");
    expect(panel.mail.configured).toBe(true);
    const listed = panel.mail.unsent.items.filter((m) => m.quoteId === created.id);
    expect(listed.map((m) => m.status)).toEqual(["queued", "queued"]);
    expect(listed.every((m) => /ECONNREFUSED/.test(m.lastError ?? ""))).toBe(true);
    expect(ctx.smtp.connections()).toBe(0);

    await ctx.smtp.listen();
    const rows = await outboxRows(ctx.server, eq(outbox.quoteId, created.id));
    const ids = rows.map((r) => r.messageId);
    await ctx.smtp.waitForCount((m) => ids.includes(m.messageId), 2, 15_000);
    await until(
      () => outboxRows(ctx.server, eq(outbox.quoteId, created.id)),
      (rs) => rs.every((r) => r.status === "sent"),
      5_000,
      "rows sent",
    );
    // A few more retry periods: nothing is sent twice.
    await sleep(800);
    for (const id of ids) expect(ctx.smtp.messages.filter((m) => m.messageId === id)).toHaveLength(1);
    const after = await call<OutboxRow[]>(ctx.server, "/api/outbox?status=sent", withCookie({}, ctx.cookie));
    expect(after.body.filter((r) => r.quoteId === created.id).map((r) => r.status)).toEqual(["sent", "sent"]);
    const unsent = await call<OutboxRow[]>(ctx.server, "/api/outbox?status=unsent", withCookie({}, ctx.cookie));
    expect(unsent.body.filter((r) => r.quoteId === created.id)).toEqual([]);
  });
});

describe("the mail server's answers", () => {
  let ctx: Context;
  beforeAll(async () => {
    ctx = await mailContext();
  });
  afterAll(() => closeContext(ctx));

  /** Queues the panel's test message (one message to the owner) and returns its row id. */
  async function testMessage(): Promise<number> {
    const res = await call<{ id: number; status: string }>(ctx.server, "/api/outbox/test", withCookie(json("POST"), ctx.cookie));
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe("queued");
    return res.body.id;
  }
  const row = async (id: number) => (await outboxRows(ctx.server, eq(outbox.id, id)))[0]!;

  it("451, then 250: delivered after a retry, with the same Message-ID", async () => {
    ctx.smtp.refuseNext(1, 451, "data");
    const id = await testMessage();
    const { messageId } = await row(id);
    const mail = await ctx.smtp.waitFor((m) => m.messageId === messageId, 10_000);
    const sent = await until(
      () => row(id),
      (r) => r.status === "sent",
      5_000,
      "sent",
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
    const tries = ctx.smtp.attempts.filter((a) => a.stage === "data" && a.messageId === messageId);
    expect(tries.map((a) => a.code)).toEqual([451, 250]);
    expect(mail.to).toEqual([OWNER_EMAIL]);
  });

  it("550 at DATA: failed with the reason, never retried by itself; Riprova sends it (same Message-ID); a sent message cannot be retried (409)", async () => {
    ctx.smtp.refuseNext(1, 550, "data");
    const id = await testMessage();
    const failed = await until(
      () => row(id),
      (r) => r.status === "failed",
      5_000,
      "failed",
    );
    expect(failed.lastError).toContain("550");
    // Several retry periods (100, 200, 400 ms…): no second try.
    await sleep(1_000);
    const still = await row(id);
    expect(still.status).toBe("failed");
    expect(still.attempts).toBe(1);
    expect(ctx.smtp.attempts.filter((a) => a.messageId === failed.messageId)).toHaveLength(1);
    const listed = await call<OutboxRow[]>(ctx.server, "/api/outbox?status=failed", withCookie({}, ctx.cookie));
    expect(listed.body.find((r) => r.id === id)?.lastError).toContain("550");

    const retry = await call<OutboxRow>(ctx.server, `/api/outbox/${id}/retry`, withCookie(json("POST"), ctx.cookie));
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.status).toBe("queued");
    const mail = await ctx.smtp.waitFor((m) => m.messageId === failed.messageId);
    expect(mail.to).toEqual([OWNER_EMAIL]);
    const sent = await until(
      () => row(id),
      (r) => r.status === "sent",
      5_000,
      "sent after Riprova",
    );
    expect(sent.attempts).toBe(2);
    expect(ctx.smtp.attempts.filter((a) => a.stage === "data" && a.messageId === failed.messageId).map((a) => a.code)).toEqual([550, 250]);

    const again = await call(ctx.server, `/api/outbox/${id}/retry`, withCookie(json("POST"), ctx.cookie));
    expectApiError(again, 409, "already_sent");
    expect((await row(id)).status).toBe("sent");
    const unknown = await call(ctx.server, `/api/outbox/999999/retry`, withCookie(json("POST"), ctx.cookie));
    expectApiError(unknown, 404, "not_found");
  });

  it("451 at RCPT TO: tried again and delivered", async () => {
    ctx.smtp.refuseNext(1, 451, "rcpt");
    const id = await testMessage();
    const { messageId } = await row(id);
    await ctx.smtp.waitFor((m) => m.messageId === messageId, 10_000);
    const sent = await until(
      () => row(id),
      (r) => r.status === "sent",
      5_000,
      "sent",
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
  });

  it("550 at RCPT TO: failed too, not retried", async () => {
    ctx.smtp.refuseNext(1, 550, "rcpt");
    const id = await testMessage();
    const failed = await until(
      () => row(id),
      (r) => r.status === "failed",
      5_000,
      "failed",
    );
    expect(failed.lastError).toContain("550");
    await sleep(600);
    expect((await row(id)).attempts).toBe(1);
    expect(ctx.smtp.messages.filter((m) => m.messageId === failed.messageId)).toHaveLength(0);
  });
});

describe("two workers on one queue", () => {
  let ctx: Context;
  let second: OutboxWorker | undefined;
  beforeAll(async () => {
    ctx = await mailContext({ worker: false });
  });
  afterAll(async () => {
    await second?.stop();
    await closeContext(ctx);
  });

  it("20 queued messages, two workers at once: each delivered exactly once, in one attempt", async () => {
    for (let i = 0; i < 10; i++) await postQuote(ctx, uniqueQuote(), { query: "?lang=it" });
    const queued = await outboxRows(ctx.server);
    expect(queued).toHaveLength(20);
    expect(queued.every((r) => r.status === "queued" && r.attempts === 0)).toBe(true);

    ctx.worker = startOutboxWorker({ pollMs: 50, retryBaseMs: 100, log: () => {} });
    second = startOutboxWorker({ pollMs: 50, retryBaseMs: 100, log: () => {} });
    const ids = queued.map((r) => r.messageId);
    await ctx.smtp.waitForCount((m) => ids.includes(m.messageId), 20, 20_000);
    await Promise.all([ctx.worker.drain(), second.drain()]);
    await sleep(300);
    for (const id of ids)
      expect(
        ctx.smtp.messages.filter((m) => m.messageId === id),
        id,
      ).toHaveLength(1);
    expect(ctx.smtp.attempts.filter((a) => a.stage === "data")).toHaveLength(20);
    const rows = await outboxRows(ctx.server);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});

describe("without SMTP_URL", () => {
  let server: TestServer;
  let worker: OutboxWorker;
  beforeAll(async () => {
    server = await startTestServer({ mail: undefined, ownerEmail: OWNER_EMAIL });
    worker = startOutboxWorker({ pollMs: 50, retryBaseMs: 100, log: () => {} });
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
  });

  it("quotes are stored, their messages wait untried; the test message is refused with 409 mail_not_configured", async () => {
    const before = await rowCount(server, quotes);
    const res = await call<{ id: number }>(server, "/api/quotes", json("POST", uniqueQuote()));
    expect(res.status, res.text).toBe(201);
    expect(await rowCount(server, quotes)).toBe(before + 1);
    await worker.drain();
    await sleep(300);
    const rows = await outboxRows(server, eq(outbox.quoteId, res.body.id));
    expect(rows.map((r) => [r.kind, r.status, r.attempts, r.lastError]).sort()).toEqual(
      [
        ["guest-ack", "queued", 0, null],
        ["owner-quote", "queued", 0, null],
      ].sort(),
    );
    const cookie = await server.adminCookie();
    const list = await call<OutboxRow[]>(server, "/api/outbox?status=unsent", withCookie({}, cookie));
    expect(list.headers.get("x-mail-configured")).toBe("false");
    expect(list.body.filter((r) => r.quoteId === res.body.id)).toHaveLength(2);
    const outboxBefore = await rowCount(server, outbox);
    const test = await call(server, "/api/outbox/test", withCookie(json("POST"), cookie));
    expectApiError(test, 409, "mail_not_configured");
    expect(await rowCount(server, outbox)).toBe(outboxBefore);
  });
});

describe("timing: a quote's submit to the owner's e-mail", () => {
  let ctx: Context;
  beforeAll(async () => {
    // The production poll (5 s): only the nudge after the commit makes the message go at once.
    ctx = await mailContext({ worker: { log: () => {} } });
  });
  afterAll(() => closeContext(ctx));

  it("median over 20 quotes one after another", async () => {
    const delays: number[] = [];
    for (let i = 0; i < 20; i++) {
      const q = uniqueQuote({ checkIn: dateFromToday(30 + i), checkOut: dateFromToday(32 + i) });
      const res = await ctx.server.fetch("/api/quotes", json("POST", q));
      await res.text();
      const answeredAt = performance.now();
      expect(res.status).toBe(201);
      const mail = await ctx.smtp.waitFor((m) => m.to.includes(OWNER_EMAIL) && m.subject.includes(q.lastName), 10_000);
      delays.push(mail.receivedAt - answeredAt);
      // The guest's acknowledgement too, so each quote finds the worker idle.
      await ctx.smtp.waitFor((m) => m.to.includes(q.email), 10_000);
    }
    delays.sort((a, b) => a - b);
    const median = (delays[9]! + delays[10]!) / 2;
    // smtp-server waits a fixed 100 ms before its greeting (to catch clients that talk too soon): part of every figure.
    console.log(
      `[figure] submit→owner e-mail median: ${median.toFixed(1)} ms (min ${delays[0]!.toFixed(1)}, max ${delays[19]!.toFixed(1)}; pollMs 5000; includes smtp-server's fixed 100 ms greeting delay)`,
    );
    // Without the nudge the 5 s poll alone gives a median near 2.5 s: 1 s tells them apart.
    expect(median).toBeLessThan(1_000);
  });
});
