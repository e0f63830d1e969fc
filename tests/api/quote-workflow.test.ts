import { asc, count, desc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, quoteEvents, quotes, rowCounts } from "~/db/schema";
import { loader as quotesSection } from "~/routes/admin/quotes";

import { call, dateFromToday, expectApiError, expectFieldError, json, rowCount, validQuote, withCookie } from "../setup/api-helpers";
import { runLoader } from "../setup/loaders";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The owner's work on a quote request: every new endpoint's refusals, the workflow
 * the API and the database both enforce, the history, the per-status counts, the erasure.
 */

type Detail = {
  id: number;
  status: string;
  history: { kind: string; fromStatus: string | null; toStatus: string | null; price: string | null; outboxId: number | null }[];
  messages: { kind: string; text: string; status: string }[];
};

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
});
afterAll(() => server.close());

const admin = (init: RequestInit = {}) => withCookie(init, cookie);

let seq = 0;
async function newQuote(overrides: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const res = await call<{ id: number }>(
    server,
    "/api/quotes",
    json("POST", validQuote({ email: `flusso-${seq}@example.com`, ...overrides })),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}
const reply = (id: number, body: unknown) => call<Detail>(server, `/api/quotes/${id}/reply`, admin(json("POST", body)));
const patch = (id: number, body: unknown) => call<Detail>(server, `/api/quotes/${id}`, admin(json("PATCH", body)));

/** These requests name no room and share their dates: a confirmation puts each in room 1 regardless. */
const ANY_ROOM = { roomId: 1, override: true };

/** A request brought to `status` through the API. */
async function quoteIn(status: "pending" | "answered" | "confirmed" | "declined" | "cancelled"): Promise<number> {
  const id = await newQuote();
  if (status === "pending") return id;
  if (status === "cancelled") {
    expect((await patch(id, { status: "cancelled" })).status).toBe(200);
    return id;
  }
  expect((await reply(id, { message: "Disponibile.", price: "300" })).status).toBe(200);
  if (status !== "answered") expect((await patch(id, { status, ...(status === "confirmed" ? ANY_ROOM : {}) })).status).toBe(200);
  return id;
}

/** Everything a refused request could have changed. */
async function state(id?: number) {
  const db = server.db;
  const [q, events, messages, counts] = await Promise.all([
    id ? db.select().from(quotes).where(eq(quotes.id, id)) : Promise.resolve([]),
    db.select().from(quoteEvents).orderBy(asc(quoteEvents.id)),
    db.select({ id: outbox.id, status: outbox.status, quoteId: outbox.quoteId }).from(outbox).orderBy(asc(outbox.id)),
    db.select().from(rowCounts).where(like(rowCounts.name, "quotes%")).orderBy(asc(rowCounts.name)),
  ]);
  return { quote: q, events, messages, counts, quotes: await rowCount(server, quotes) };
}

/** row_counts for the quotes, and the same counted by hand. */
async function countsAndTruth() {
  const stored = Object.fromEntries(
    (await server.db.select().from(rowCounts).where(like(rowCounts.name, "quotes%"))).map((r) => [r.name, r.n]),
  );
  const perStatus = await server.db.select({ status: quotes.status, n: count() }).from(quotes).groupBy(quotes.status);
  const truth: Record<string, number> = {
    quotes: 0,
    "quotes:pending": 0,
    "quotes:answered": 0,
    "quotes:confirmed": 0,
    "quotes:declined": 0,
    "quotes:cancelled": 0,
  };
  for (const r of perStatus) {
    truth[`quotes:${r.status}`] = Number(r.n);
    truth.quotes += Number(r.n);
  }
  return { stored, truth };
}

describe("without a session", () => {
  it.each([
    ["GET", "/api/quotes/1"],
    ["PATCH", "/api/quotes/1"],
    ["DELETE", "/api/quotes/1"],
    ["POST", "/api/quotes/1/reply"],
    ["GET", "/api/quotes"],
    ["GET", "/api/quotes?status=pending&page=1"],
    ["GET", "/api/outbox"],
    ["POST", "/api/outbox/1/retry"],
    ["POST", "/api/outbox/test"],
  ])("%s %s answers 401 and changes nothing", async (method, path) => {
    const id = await newQuote();
    const before = await state(id);
    const body = method === "PATCH" ? { status: "cancelled" } : method === "POST" ? { message: "Ciao" } : undefined;
    const res = await call(server, path.replace("/1", `/${id}`), json(method, body));
    expectApiError(res, 401, "unauthorized");
    expect(await state(id)).toEqual(before);
  });
});

describe("bad input: 400, nothing changed", () => {
  it("a reply without a message", async () => {
    const id = await newQuote();
    const before = await state(id);
    expectFieldError(await reply(id, { message: "   ", price: "100" }), "message");
    expectFieldError(await reply(id, {}), "message");
    expect(await state(id)).toEqual(before);
  });

  it("a price longer than 40 characters", async () => {
    const id = await newQuote();
    const before = await state(id);
    expectFieldError(await reply(id, { message: "Disponibile", price: "9".repeat(41) }), "price");
    expect(await state(id)).toEqual(before);
    // 40 is still fine.
    expect((await reply(id, { message: "Disponibile", price: "9".repeat(40) })).status).toBe(200);
  });

  it("an unknown status, notifyGuest that is not a boolean", async () => {
    const id = await quoteIn("answered");
    const before = await state(id);
    expectFieldError(await patch(id, { status: "archived" }), "status");
    expectFieldError(await patch(id, {}), "status");
    expectFieldError(await patch(id, { status: "confirmed", notifyGuest: "yes" }), "notifyGuest");
    expect(await state(id)).toEqual(before);
  });

  it("a list filter that is no status", async () => {
    expectApiError(await call(server, "/api/quotes?status=foo", admin()), 400, "validation_error");
    expectApiError(await call(server, "/api/quotes?status=foo&page=1", admin()), 400, "validation_error");
    expectApiError(await call(server, "/api/outbox?status=foo", admin()), 400, "validation_error");
  });
});

describe("unknown ids: 404", () => {
  it.each([
    ["GET", "/api/quotes/987654"],
    ["PATCH", "/api/quotes/987654"],
    ["DELETE", "/api/quotes/987654"],
    ["POST", "/api/quotes/987654/reply"],
    ["GET", "/api/quotes/abc"],
    ["POST", "/api/outbox/987654/retry"],
  ])("%s %s", async (method, path) => {
    const before = await state();
    const body = method === "PATCH" ? { status: "cancelled" } : method === "POST" ? { message: "Ciao" } : undefined;
    expectApiError(await call(server, path, admin(json(method, body))), 404, "not_found");
    expect(await state()).toEqual(before);
  });
});

describe("impossible moves: 409, nothing changed", () => {
  it.each([
    ["pending", "confirmed"],
    ["pending", "declined"],
    ["pending", "answered"],
    ["pending", "pending"],
    ["declined", "cancelled"],
    ["declined", "confirmed"],
    ["cancelled", "pending"],
    ["cancelled", "answered"],
    ["confirmed", "declined"],
    ["confirmed", "pending"],
  ] as const)("%s → %s by PATCH", async (from, to) => {
    const id = await quoteIn(from);
    const before = await state(id);
    expectApiError(await patch(id, { status: to, notifyGuest: true }), 409, "invalid_transition");
    expect(await state(id)).toEqual(before);
    expect(before.quote[0]?.status).toBe(from);
  });

  it.each(["confirmed", "declined", "cancelled"] as const)("a reply to a %s request", async (from) => {
    const id = await quoteIn(from);
    const before = await state(id);
    expectApiError(await reply(id, { message: "Ancora disponibile?", price: null }), 409, "invalid_transition");
    expect(await state(id)).toEqual(before);
  });

  it("the database refuses an impossible change made in plain SQL, and a status that does not exist", async () => {
    const id = await newQuote();
    await expect(server.db.execute(sql`update quotes set status = 'confirmed' where id = ${id}`)).rejects.toThrow();
    const declined = await quoteIn("declined");
    await expect(server.db.execute(sql`update quotes set status = 'pending' where id = ${declined}`)).rejects.toThrow();
    await expect(server.db.execute(sql`update quotes set status = 'archived' where id = ${id}`)).rejects.toThrow();
    const rows = await server.db
      .select({ id: quotes.id, status: quotes.status })
      .from(quotes)
      .where(sql`${quotes.id} in (${id}, ${declined})`)
      .orderBy(asc(quotes.id));
    expect(rows.map((r) => r.status)).toEqual(["pending", "declined"]);
    // A possible one goes through (the trigger is not refusing everything).
    await server.db.execute(sql`update quotes set status = 'cancelled' where id = ${id}`);
    expect((await server.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)))[0]?.status).toBe("cancelled");
  });
});

describe("the history of a request", () => {
  it("grows with each step, in order: created, reply, reply again, status (with and without a message)", async () => {
    const id = await newQuote();
    const r1 = await reply(id, { message: "Prima risposta", price: "450 €" });
    expect(r1.status, r1.text).toBe(200);
    expect(r1.body.status).toBe("answered");
    expect((await reply(id, { message: "Seconda risposta", price: null })).status).toBe(200);
    expect((await patch(id, { status: "confirmed", notifyGuest: false, ...ANY_ROOM })).status).toBe(200);
    const last = await patch(id, { status: "cancelled", notifyGuest: true });
    expect(last.status, last.text).toBe(200);

    const detail = await call<Detail>(server, `/api/quotes/${id}`, admin());
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe("cancelled");
    expect(detail.body.history.map((h) => [h.kind, h.fromStatus, h.toStatus, h.price])).toEqual([
      ["created", null, "pending", null],
      ["reply", "pending", "answered", "450 €"],
      ["reply", "answered", "answered", null],
      ["status", "answered", "confirmed", null],
      ["status", "confirmed", "cancelled", null],
    ]);
    const [, firstReply, secondReply, confirmed, cancelled] = detail.body.history;
    expect(firstReply!.outboxId).not.toBeNull();
    expect(secondReply!.outboxId).not.toBeNull();
    expect(confirmed!.outboxId).toBeNull();
    expect(cancelled!.outboxId).not.toBeNull();
    expect(detail.body.messages.map((m) => m.kind)).toEqual(["owner-quote", "guest-ack", "guest-reply", "guest-reply", "guest-status"]);
    expect(detail.body.messages[2]!.text).toContain("Prima risposta");
    expect(detail.body.messages[3]!.text).toContain("Seconda risposta");
  });
});

describe("the list", () => {
  it("without parameters: the whole array (spec); with ?status=answered&page=1: only those, newest first, with X-Total-Count", async () => {
    await quoteIn("answered");
    await quoteIn("answered");
    await newQuote();
    const all = await call<{ id: number }[]>(server, "/api/quotes", admin());
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(await rowCount(server, quotes));
    expect(all.headers.get("x-total-count")).toBeNull();

    const answered = await call<{ id: number; status: string; createdAt: string }[]>(server, "/api/quotes?status=answered&page=1", admin());
    expect(answered.status, answered.text).toBe(200);
    const truth = await server.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.status, "answered"))
      .orderBy(desc(quotes.createdAt), desc(quotes.id));
    expect(answered.body.map((q) => q.id)).toEqual(truth.slice(0, 25).map((q) => q.id));
    expect(answered.body.every((q) => q.status === "answered")).toBe(true);
    expect(answered.headers.get("x-total-count")).toBe(String(truth.length));
    const times = answered.body.map((q) => Date.parse(q.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("the per-status counts (row_counts)", () => {
  it("follow inserts, status changes and deletes", async () => {
    const check = async () => {
      const { stored, truth } = await countsAndTruth();
      expect(stored).toEqual(truth);
      return stored;
    };
    const c0 = await check();
    const id = await newQuote();
    const c1 = await check();
    expect(c1.quotes).toBe(c0.quotes! + 1);
    expect(c1["quotes:pending"]).toBe(c0["quotes:pending"]! + 1);
    await reply(id, { message: "Disponibile", price: null });
    const c2 = await check();
    expect(c2["quotes:pending"]).toBe(c0["quotes:pending"]);
    expect(c2["quotes:answered"]).toBe(c1["quotes:answered"]! + 1);
    await patch(id, { status: "confirmed", ...ANY_ROOM });
    const c3 = await check();
    expect(c3["quotes:confirmed"]).toBe(c2["quotes:confirmed"]! + 1);
    expect(c3["quotes:answered"]).toBe(c1["quotes:answered"]);
    await patch(id, { status: "cancelled" });
    await check();
    expect((await call(server, `/api/quotes/${id}`, admin(json("DELETE")))).status).toBe(200);
    const c5 = await check();
    expect(c5.quotes).toBe(c0.quotes);
    expect(c5["quotes:cancelled"]).toBe(c0["quotes:cancelled"]);
  });
});

describe("DELETE /api/quotes/{id}", () => {
  it("erases the request with its history and its messages; a second DELETE is 404", async () => {
    const id = await quoteIn("answered");
    const other = await newQuote();
    const before = {
      quotes: await rowCount(server, quotes),
      events: await rowCount(server, quoteEvents),
      outbox: await rowCount(server, outbox),
      ownEvents: (await server.db.select().from(quoteEvents).where(eq(quoteEvents.quoteId, id))).length,
      ownMessages: (await server.db.select().from(outbox).where(eq(outbox.quoteId, id))).length,
    };
    expect(before.ownEvents).toBe(2);
    expect(before.ownMessages).toBe(3);
    const res = await call(server, `/api/quotes/${id}`, admin(json("DELETE")));
    expect(res.status, res.text).toBe(200);
    expect(await rowCount(server, quotes)).toBe(before.quotes - 1);
    expect(await rowCount(server, quoteEvents)).toBe(before.events - before.ownEvents);
    expect(await rowCount(server, outbox)).toBe(before.outbox - before.ownMessages);
    expect(await server.db.select().from(outbox).where(eq(outbox.quoteId, id))).toEqual([]);
    expectApiError(await call(server, `/api/quotes/${id}`, admin()), 404, "not_found");
    expectApiError(await call(server, `/api/quotes/${id}`, admin(json("DELETE"))), 404, "not_found");
    // The other request is untouched.
    expect((await call(server, `/api/quotes/${other}`, admin())).status).toBe(200);
  });
});

describe("expired requests in the panel", () => {
  it("a pending request whose check-out has passed shows expired: true; a future one and a confirmed past one do not", async () => {
    const insert = async (status: string, checkIn: string, checkOut: string) => {
      const [row] = await server.db
        .insert(quotes)
        .values({
          firstName: "Passato",
          lastName: "Remoto",
          email: "passato@example.com",
          phone: null,
          checkIn: new Date(`${checkIn}T00:00:00Z`),
          checkOut: new Date(`${checkOut}T00:00:00Z`),
          guests: 2,
          preferredRoom: null,
          specialRequests: null,
          additionalServices: [],
          status,
        })
        .returning({ id: quotes.id });
      return row!.id;
    };
    const past = await insert("pending", dateFromToday(-5), dateFromToday(-2));
    const pastAnswered = await insert("pending", dateFromToday(-9), dateFromToday(-1));
    await server.db.execute(sql`update quotes set status = 'answered' where id = ${pastAnswered}`);
    const pastConfirmed = await insert("pending", dateFromToday(-9), dateFromToday(-3));
    await server.db.execute(sql`update quotes set status = 'answered' where id = ${pastConfirmed}`);
    await server.db.execute(sql`update quotes set status = 'confirmed' where id = ${pastConfirmed}`);
    const today = await insert("pending", dateFromToday(-3), dateFromToday(0));
    const future = await newQuote();

    const data = await runLoader(quotesSection, `${server.url}/admin/richieste`, { cookie });
    if (!data) throw new Error("the loader did not see the admin session");
    const expired = Object.fromEntries(data.quotes.items.map((q) => [q.id, q.expired]));
    expect(expired[past]).toBe(true);
    expect(expired[pastAnswered]).toBe(true);
    expect(expired[pastConfirmed]).toBe(false);
    expect(expired[today]).toBe(false);
    expect(expired[future]).toBe(false);

    // The API says the same, on one request and on a page of the list.
    const detail = await call<{ expired: boolean }>(server, `/api/quotes/${past}`, { headers: { cookie } });
    expect(detail.body.expired).toBe(true);
    const confirmedDetail = await call<{ expired: boolean }>(server, `/api/quotes/${pastConfirmed}`, { headers: { cookie } });
    expect(confirmedDetail.body.expired).toBe(false);
    const page = await call<{ id: number; expired: boolean }[]>(server, "/api/quotes?status=answered", { headers: { cookie } });
    expect(page.body.find((q) => q.id === pastAnswered)?.expired).toBe(true);

    expect(await runLoader(quotesSection, `${server.url}/admin/richieste`)).toBeNull();
  });
});
