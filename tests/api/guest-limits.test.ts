import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { guestWrites, outbox, quotes, reviews } from "~/db/schema";

import { call, dateFromToday, expectApiError, json, rowCount, validQuote, validReview, type ApiError } from "../setup/api-helpers";
import { loadPages } from "../setup/pages";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The guests' writes: GUEST_WRITE_LIMIT quote requests and reviews per
 * address per hour, and the silent bot filters (honeypot, fill time), over the API and through
 * the pages' plain form posts. Every request here comes from 127.0.0.1: one address.
 */

const LIMIT = 20;
/** errors.tooManyWrites in each language (app/i18n/messages/errors.ts). */
const TOO_MANY = {
  it: "Abbiamo ricevuto troppe richieste da questa connessione nell'ultima ora. Riprova più tardi oppure chiamaci o scrivici.",
  en: "We have received too many requests from this connection in the last hour. Please try again later, or call or e-mail us.",
  de: "Wir haben in der letzten Stunde zu viele Anfragen von dieser Verbindung erhalten. Bitte versuchen Sie es später erneut oder rufen Sie uns an bzw. schreiben Sie uns.",
  es: "Hemos recibido demasiadas solicitudes desde esta conexión en la última hora. Inténtalo más tarde, o llámanos o escríbenos.",
} as const;
const LANGS = ["it", "en", "de", "es"] as const;

let pages: Awaited<ReturnType<typeof loadPages>>;
let server: TestServer;

beforeAll(async () => {
  pages = await loadPages();
  server = await startTestServer({ guestWriteLimit: LIMIT }, { pages: { handler: pages.handler(), clientDir: pages.clientDir } });
  await pages.share(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});
// Each test starts with the address's hour empty.
beforeEach(async () => {
  await server.db.delete(guestWrites);
});

let seq = 0;
const quoteBody = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return validQuote({ email: `limite-${seq}@example.com`, checkIn: dateFromToday(20), checkOut: dateFromToday(23), ...overrides });
};
const reviewBody = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return validReview({ email: `recensore-${seq}@example.com`, title: `Soggiorno ${seq}`, ...overrides });
};

async function counts() {
  return { quotes: await rowCount(server, quotes), reviews: await rowCount(server, reviews), outbox: await rowCount(server, outbox) };
}

/** `n` requests from `make(i)`, in parallel batches of `batch`. */
async function inBatches<T>(n: number, batch: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += batch) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - start) }, (_, k) => make(start + k)))));
  }
  return out;
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** A plain form post (application/x-www-form-urlencoded), the page's HTML read back. */
async function postForm(path: string, fields: Record<string, unknown>): Promise<{ status: number; html: string }> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value ?? ""].flat()) body.append(name, String(v));
  const res = await server.fetch(path, { method: "POST", body, redirect: "manual" });
  return { status: res.status, html: unescapeHtml(await res.text()) };
}

describe(`GUEST_WRITE_LIMIT=${LIMIT} over the API`, () => {
  it("50 quote requests from one address in parallel batches: exactly 20 stored, 30 refused with 429 in the request's language", async () => {
    const before = await counts();
    const t0 = Date.now();
    const results = await inBatches(50, 10, async (i) => {
      const lang = LANGS[i % 4]!;
      const res = await call<ApiError & { id?: number }>(server, `/api/quotes?lang=${lang}`, json("POST", quoteBody()));
      return { lang, res };
    });
    expect(Date.now() - t0).toBeLessThan(60_000);
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMIT);
    for (const { lang, res } of results.filter((r) => r.res.status === 429)) {
      const error = expectApiError(res, 429, "too_many_requests");
      expect(error.message).toBe(TOO_MANY[lang]);
    }
    const after = await counts();
    expect(after.quotes).toBe(before.quotes + LIMIT);
    // Two messages per stored request, none for a refused one.
    expect(after.outbox).toBe(before.outbox + 2 * LIMIT);
    // One more, alone, is still refused; the refused ones took no slot.
    expectApiError(await call(server, "/api/quotes?lang=en", json("POST", quoteBody())), 429, "too_many_requests");
    expect(await rowCount(server, guestWrites)).toBe(LIMIT);
    expect(await counts()).toEqual(after);
  });

  it("a refused or invalid request takes no slot", async () => {
    const bad = await call(server, "/api/quotes", json("POST", quoteBody({ email: "not-an-address" })));
    expect(bad.status).toBe(400);
    const unknownRoom = await call(server, "/api/quotes", json("POST", quoteBody({ preferredRoom: "nessuna-camera" })));
    expect(unknownRoom.status).toBe(400);
    expect(await rowCount(server, guestWrites)).toBe(0);
  });

  it("reviews share the quotes' limit (one bucket per address): 10 quotes, then 15 reviews ⇒ 10 reviews stored, 5 refused", async () => {
    const before = await counts();
    const q = await inBatches(10, 5, () => call(server, "/api/quotes", json("POST", quoteBody())));
    expect(q.map((r) => r.status)).toEqual(Array(10).fill(201));
    const r = await inBatches(15, 5, () => call<ApiError>(server, "/api/reviews?lang=de", json("POST", reviewBody())));
    expect(r.filter((x) => x.status === 201)).toHaveLength(10);
    const refused = r.filter((x) => x.status === 429);
    expect(refused).toHaveLength(5);
    for (const x of refused) expect(expectApiError(x, 429, "too_many_requests").message).toBe(TOO_MANY.de);
    // And now a quote is refused too.
    expectApiError(await call(server, "/api/quotes?lang=es", json("POST", quoteBody())), 429, "too_many_requests");
    const after = await counts();
    expect(after.quotes).toBe(before.quotes + 10);
    expect(after.reviews).toBe(before.reviews + 10);
    expect(after.outbox).toBe(before.outbox + 10 * 2 + 10);
  });
});

describe("the bot filters over the API", () => {
  it.each([
    ["the honeypot filled", { website: "x" }],
    ["the honeypot filled with only a URL", { website: "https://spam.example" }],
    ["sent after 500 ms", { fillMs: 500 }],
    ["sent after 500 ms as text", { fillMs: "500" }],
    ["a fill time that is no number", { fillMs: "soon" }],
  ])("%s: quote ⇒ 201 {success:true}, nothing stored, no e-mail queued", async (_name, extra) => {
    const before = await counts();
    const res = await call(server, "/api/quotes", json("POST", { ...quoteBody(), ...extra }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ success: true });
    expect(await counts()).toEqual(before);
    expect(await rowCount(server, guestWrites)).toBe(0);
  });

  it("review with the honeypot filled ⇒ 201 {success:true}, nothing stored", async () => {
    const before = await counts();
    const res = await call(server, "/api/reviews", json("POST", { ...reviewBody(), website: "x", fillMs: 9000 }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["fillMs 5000 and an empty honeypot", { fillMs: 5000, website: "" }],
    ["neither field (an API client)", {}],
    ["a null honeypot", { website: null }],
  ])("%s ⇒ stored with its two messages", async (_name, extra) => {
    const before = await counts();
    const res = await call<{ id: number }>(server, "/api/quotes", json("POST", { ...quoteBody(), ...extra }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).toBeGreaterThan(0);
    const after = await counts();
    expect(after.quotes).toBe(before.quotes + 1);
    expect(after.outbox).toBe(before.outbox + 2);
  });
});

const formText = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : v === null ? "" : String(v)]));

describe("the pages' forms, posted without JavaScript", () => {
  it("render the honeypot and the fill-time field", async () => {
    for (const path of ["/preventivo", "/recensione"]) {
      const html = await (await server.fetch(path)).text();
      expect(html).toMatch(/<input[^>]*name="website"/);
      expect(html).toMatch(/<input[^>]*name="fillMs"/);
    }
  });

  it.each([
    ["quote", "/preventivo", "Richiesta inviata con successo!"],
    ["quote", "/quote", "Request sent successfully!"],
    ["review", "/recensione", "Recensione inviata!"],
    ["review", "/reviews", "Review submitted!"],
  ] as const)("%s at %s: a filled honeypot ⇒ the page says sent, nothing stored", async (kind, path, sent) => {
    const before = await counts();
    const fields = kind === "quote" ? formText(quoteBody()) : formText(reviewBody());
    const res = await postForm(path, { ...fields, website: "http://spam.example", fillMs: "" });
    expect(res.status).toBe(200);
    expect(res.html).toContain(sent);
    expect(await counts()).toEqual(before);
    const quick = await postForm(path, { ...fields, website: "", fillMs: "800" });
    expect(quick.status).toBe(200);
    expect(quick.html).toContain(sent);
    expect(await counts()).toEqual(before);
  });

  it("a person's post (empty honeypot, 5 s to fill) is stored", async () => {
    const before = await counts();
    const res = await postForm("/preventivo", { ...formText(quoteBody()), website: "", fillMs: "5000" });
    expect(res.status).toBe(200);
    expect(res.html).toContain("Richiesta inviata con successo!");
    expect((await counts()).quotes).toBe(before.quotes + 1);
  });

  it.each([
    ["it", "/preventivo", "quote"],
    ["en", "/quote", "quote"],
    ["de", "/bewertungen", "review"],
    ["es", "/presupuesto", "quote"],
  ] as const)("over the limit (%s, %s): 429 with the localized message in the page, nothing stored", async (lang, path, kind) => {
    // The address's hour used up through the API: the page counts the same address.
    const used = await inBatches(LIMIT, 10, () => call(server, "/api/quotes", json("POST", quoteBody())));
    expect(used.every((r) => r.status === 201)).toBe(true);
    const before = await counts();
    const fields = kind === "quote" ? formText(quoteBody()) : formText(reviewBody());
    const res = await postForm(path, { ...fields, website: "", fillMs: "6000" });
    expect(res.status).toBe(429);
    expect(res.html).toContain(TOO_MANY[lang]);
    expect(await counts()).toEqual(before);
    // What was typed is given back.
    expect(res.html).toContain(String(fields.email));
  });
});
