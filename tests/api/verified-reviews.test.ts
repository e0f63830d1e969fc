import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { outbox, reviews, stays } from "~/db/schema";
import { writeDueStayMails } from "~/features/arrivals/stay-mails.server";
import type { Language } from "~/i18n/languages";
import { hrefFor } from "~/i18n/links";
import { todayInItaly } from "~/lib/dates";

import { call, dateFromToday, json, validReview, withCookie } from "../setup/api-helpers";
import { loadPages } from "../setup/pages";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Verified reviews through the real server and pages: the thanks after a stay carries a personal
 * link; a review written with it (through the API or the review page's form) is marked as a real
 * stay's once, and shows so when published; any other token is accepted for moderation, unverified.
 */

type PublicReview = { id: number; title: string; verified: boolean; email?: string; stayId?: number };
type AdminReview = PublicReview & { isApproved: boolean };

let pages: Awaited<ReturnType<typeof loadPages>>;
let server: TestServer;
let cookie: string;
const d = dateFromToday;

beforeAll(async () => {
  pages = await loadPages();
  server = await startTestServer({}, { pages: { handler: pages.handler(), clientDir: pages.clientDir } });
  await pages.share(server);
  cookie = await server.adminCookie();
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});

const admin = (init: RequestInit = {}) => withCookie(init, cookie);

let serial = 0;
/** A stay that ended yesterday, its thanks written: the token of the link in it. */
async function stayToken(language: Language = "it"): Promise<{ stayId: number; token: string }> {
  serial++;
  const created = await call<{ id: number }>(
    server,
    "/api/stays",
    admin(
      json("POST", {
        roomId: 1 + (serial % 4),
        checkIn: d(-3 - serial * 3),
        checkOut: d(-1),
        guests: 1,
        source: "direct",
        leadGuest: { name: "Ospite Vero", email: `vero.${serial}@example.com` },
        language,
        override: true,
      }),
    ),
  );
  expect(created.status, created.text).toBe(201);
  await writeDueStayMails({ prearrivalDays: 3, now: new Date(`${todayInItaly()}T09:30:00Z`) });
  const [mail] = await server.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.stayId, created.body.id));
  const token = new RegExp(`${hrefFor("review", language).replace(/[/]/g, "\\/")}\\?soggiorno=([A-Za-z0-9_-]+)`).exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeDefined();
  return { stayId: created.body.id, token: token! };
}

const post = (body: Record<string, unknown>) => call<PublicReview>(server, "/api/reviews", json("POST", body));
const approve = (id: number) => call(server, `/api/reviews/${id}/approve`, admin(json("PATCH")));
const published = async () => (await call<PublicReview[]>(server, "/api/reviews")).body;

describe("a review written through a stay's link", () => {
  it("is verified once published; the link is used up, so a second review with it is accepted unverified", async () => {
    const { stayId, token } = await stayToken();
    const first = await post(validReview({ title: "Colazione splendida", stayToken: token }));
    expect(first.status, first.text).toBe(201);
    const second = await post(validReview({ title: "Di nuovo io", stayToken: token }));
    expect(second.status, second.text).toBe(201);

    const stored = await server.db.select({ id: reviews.id, verified: reviews.verified, stayId: reviews.stayId }).from(reviews);
    expect(stored.find((r) => r.id === first.body.id)).toEqual({ id: first.body.id, verified: true, stayId });
    expect(stored.find((r) => r.id === second.body.id)).toEqual({ id: second.body.id, verified: false, stayId: null });
    const [stay] = await server.db.select({ used: stays.reviewTokenUsedAt }).from(stays).where(eq(stays.id, stayId));
    expect(stay!.used).not.toBeNull();

    // The owner sees it in moderation; once approved, everyone sees it as a real stay's.
    const all = await call<AdminReview[]>(server, "/api/reviews/all", admin());
    expect(all.body.find((r) => r.id === first.body.id)?.verified).toBe(true);
    expect((await approve(first.body.id)).status).toBe(200);
    expect((await approve(second.body.id)).status).toBe(200);
    const shown = await published();
    expect(shown.find((r) => r.id === first.body.id)).toMatchObject({ verified: true });
    expect(shown.find((r) => r.id === second.body.id)).toMatchObject({ verified: false });
    for (const r of shown) {
      expect(r).not.toHaveProperty("email");
      expect(r).not.toHaveProperty("stayId");
    }
  });

  it.each([
    ["an unknown token", "A".repeat(32)],
    ["a malformed token", "not a token!"],
    ["a number", 12345],
  ])("%s: accepted for moderation, not verified", async (_name, stayToken) => {
    const res = await post(validReview({ stayToken }));
    expect(res.status, res.text).toBe(201);
    const [row] = await server.db.select({ verified: reviews.verified }).from(reviews).where(eq(reviews.id, res.body.id));
    expect(row!.verified).toBe(false);
  });

  it("an expired link: accepted, not verified, and the link stays unused", async () => {
    const { stayId, token } = await stayToken();
    await server.db
      .update(stays)
      .set({ reviewTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(stays.id, stayId));
    const res = await post(validReview({ stayToken: token }));
    expect(res.status).toBe(201);
    const [row] = await server.db.select({ verified: reviews.verified }).from(reviews).where(eq(reviews.id, res.body.id));
    expect(row!.verified).toBe(false);
  });

  it.each(["it", "de"] as const)("the review page in %s carries the link's token into its form, which posts it", async (lang) => {
    const { token } = await stayToken(lang);
    const path = hrefFor("review", lang);
    const page = await server.fetch(`${path}?soggiorno=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`name="stayToken" value="${token}"`);
    // A page without the link has no such field; a bad token is not echoed.
    expect(await (await server.fetch(path)).text()).not.toContain('name="stayToken"');
    expect(await (await server.fetch(`${path}?soggiorno=%22%3E%3Cscript%3E`)).text()).not.toContain('name="stayToken"');

    const body = new URLSearchParams({
      ...Object.fromEntries(Object.entries(validReview({ title: `Dal modulo ${lang}` })).map(([k, v]) => [k, String(v)])),
      stayToken: token,
    });
    const sent = await server.fetch(path, { method: "POST", body, redirect: "manual" });
    expect(sent.status).toBeLessThan(400);
    const [row] = await server.db
      .select({ verified: reviews.verified })
      .from(reviews)
      .where(eq(reviews.title, `Dal modulo ${lang}`));
    expect(row!.verified).toBe(true);
  });
});
