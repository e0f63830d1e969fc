import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { quotes, reviews } from "~/db/schema";

import { call, dateFromToday, json, rowCount, validQuote, validReview, type ApiError } from "../setup/api-helpers";
import { loadPages } from "../setup/pages";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The public forms posted as a browser without JavaScript posts them, to the real pages
 * (React Router's actions behind the Express app): the same input rules as the API.
 */

let pages: Awaited<ReturnType<typeof loadPages>>;
let server: TestServer;

beforeAll(async () => {
  pages = await loadPages();
  server = await startTestServer({}, { pages: { handler: pages.handler(), clientDir: pages.clientDir } });
  await pages.share(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});

/** A plain form post (application/x-www-form-urlencoded), the page's HTML read back. */
async function postForm(path: string, fields: Record<string, string | string[]>): Promise<{ status: number; html: string }> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  const res = await server.fetch(path, { method: "POST", body, redirect: "manual" });
  return { status: res.status, html: await res.text() };
}

const formText = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : v === null ? "" : String(v)]));

/** The field's control is marked invalid and its error, below it, says `message`. */
function expectFieldErrorInPage(html: string, field: string, message: string): void {
  const control = new RegExp(`<(?:input|select|textarea)[^>]*\\bname="${field}"[^>]*>`).exec(html)?.[0] ?? "";
  expect(control, `the ${field} control`).toContain('aria-invalid="true"');
  expect(control).toContain(`field-${field}-error`);
  expect(html).toMatch(new RegExp(`<p id="field-${field}-error" class="field-error">${message}</p>`));
}

const INVALID_TEXT = { it: "Il testo contiene caratteri non ammessi", en: "The text contains characters that are not allowed" };

describe("a NUL character in a page form's field", () => {
  it("quote: 400, that field's error in the page, what was typed echoed without it, nothing stored", async () => {
    const before = await rowCount(server, quotes);
    const { status, html } = await postForm(
      "/preventivo",
      formText(validQuote({ lastName: "Ros\u0000si", additionalServices: ["culla"] })),
    );
    expect(status).toBe(400);
    expectFieldErrorInPage(html, "lastName", INVALID_TEXT.it);
    expect(html).not.toContain("\u0000");
    expect(html).toMatch(/name="lastName"[^>]*value="Rossi"/);
    expect(await rowCount(server, quotes)).toBe(before);
  });

  it("review: 400 with the error under guestName, in the page's language; nothing stored", async () => {
    const before = await rowCount(server, reviews);
    const { status, html } = await postForm("/reviews", formText(validReview({ guestName: "Marco\u0000" })));
    expect(status).toBe(400);
    expectFieldErrorInPage(html, "guestName", INVALID_TEXT.en);
    expect(await rowCount(server, reviews)).toBe(before);
  });

  it("is the same error the API answers for the same input", async () => {
    const api = await call<ApiError>(server, "/api/reviews?lang=it", json("POST", validReview({ title: "Ottimo\u0000" })));
    expect(api.status).toBe(400);
    expect(api.body.error.fields).toEqual({ title: INVALID_TEXT.it });
    const { status, html } = await postForm("/recensione", formText(validReview({ title: "Ottimo\u0000" })));
    expect(status).toBe(400);
    expectFieldErrorInPage(html, "title", INVALID_TEXT.it);
  });
});

describe("valid page forms", () => {
  it("store the review posted with guestName, and the quote with its checked services", async () => {
    const reviewsBefore = await rowCount(server, reviews);
    const review = await postForm("/recensione", formText(validReview({ guestName: "Anna Verdi" })));
    expect(review.status).toBe(200);
    expect(await rowCount(server, reviews)).toBe(reviewsBefore + 1);

    const quotesBefore = await rowCount(server, quotes);
    const quote = await postForm(
      "/preventivo",
      formText(validQuote({ checkIn: dateFromToday(20), checkOut: dateFromToday(22), additionalServices: ["culla", "taxi"] })),
    );
    expect(quote.status).toBe(200);
    expect(await rowCount(server, quotes)).toBe(quotesBefore + 1);
  });
});
