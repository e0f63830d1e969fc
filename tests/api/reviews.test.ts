import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { reviews } from "~/db/schema";

import { call, expectApiError, expectFieldError, json, rowCount, validReview, withCookie, type ApiError } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

type ReviewBody = {
  id: number;
  guestName: string;
  email?: string;
  rating: number;
  title: string;
  comment: string;
  isApproved: boolean;
  createdAt: string;
};

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminCookie();
});
afterAll(() => server.close());

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  call<ReviewBody & ApiError>(server, "/api/reviews", json("POST", body, headers));

async function rejected(body: unknown, field: string, headers: Record<string, string> = {}): Promise<string> {
  const before = await rowCount(server, reviews);
  const message = expectFieldError(await submit(body, headers), field);
  expect(await rowCount(server, reviews)).toBe(before);
  return message;
}

async function storedReview(id: number) {
  const [row] = await server.db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

describe("POST /api/reviews", () => {
  it("stores the review as pending and answers 201 without the e-mail", async () => {
    const before = await rowCount(server, reviews);
    const res = await submit(validReview({ email: "private.guest@example.com" }));
    expect(res.status, res.text).toBe(201);
    expect(await rowCount(server, reviews)).toBe(before + 1);
    expect(res.body).not.toHaveProperty("email");
    expect(res.text).not.toContain("private.guest@example.com");
    expect(res.body).toMatchObject({ guestName: "Marco Bianchi", rating: 5, title: "Soggiorno splendido", isApproved: false });

    const row = await storedReview(res.body.id);
    expect(row).toMatchObject({
      guestName: "Marco Bianchi",
      email: "private.guest@example.com",
      rating: 5,
      title: "Soggiorno splendido",
      comment: "Camera pulita, colazione ottima e posizione perfetta.",
      isApproved: false,
    });
  });

  it("never lets the client publish its own review", async () => {
    const res = await submit(validReview({ isApproved: true, id: 424242 }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).not.toBe(424242);
    expect((await storedReview(res.body.id))!.isApproved).toBe(false);
  });

  it("accepts a rating sent as text from a form post", async () => {
    const res = await submit(validReview({ rating: "4" }));
    expect(res.status, res.text).toBe(201);
    expect((await storedReview(res.body.id))!.rating).toBe(4);
  });

  it.each([0, 6, 2.5, "x", -1, null])("refuses rating %j", async (rating) => {
    expect(await rejected(validReview({ rating }), "rating")).toBe("Scegli un voto da 1 a 5 stelle");
  });

  it("refuses a missing rating", async () => {
    const { rating: _r, ...body } = validReview();
    await rejected(body, "rating");
  });

  it("refuses a guestName of 1 character", async () => {
    expect(await rejected(validReview({ guestName: "A" }), "guestName")).toBe("Il nome deve essere di almeno 2 caratteri");
  });

  it("refuses a guestName of 2 spaces and a letter (trimmed to 1 character)", async () => {
    await rejected(validReview({ guestName: "  A  " }), "guestName");
  });

  it("refuses an invalid email", async () => {
    expect(await rejected(validReview({ email: "non-valida" }), "email")).toBe("Email non valida");
  });

  it("refuses a title of 4 characters", async () => {
    expect(await rejected(validReview({ title: "Bell" }), "title")).toBe("Il titolo deve essere di almeno 5 caratteri");
  });

  it("refuses a comment of 9 characters", async () => {
    expect(await rejected(validReview({ comment: "123456789" }), "comment")).toBe("Il commento deve essere di almeno 10 caratteri");
  });

  it("accepts the minimum lengths exactly", async () => {
    const res = await submit(validReview({ guestName: "Al", title: "Ottimo", comment: "1234567890", rating: 1 }));
    expect(res.status, res.text).toBe(201);
  });

  it("refuses over-long fields", async () => {
    await rejected(validReview({ guestName: "n".repeat(101) }), "guestName");
    await rejected(validReview({ title: "t".repeat(151) }), "title");
    await rejected(validReview({ comment: "c".repeat(3001) }), "comment");
  });

  it("refuses wrong types", async () => {
    await rejected(validReview({ guestName: 12 }), "guestName");
    await rejected(validReview({ email: ["a@b.it"] }), "email");
    await rejected(validReview({ title: { t: "Titolo lungo" } }), "title");
    await rejected(validReview({ comment: 1234567890123 }), "comment");
  });

  it("speaks English with Accept-Language: en", async () => {
    expect(await rejected(validReview({ guestName: "A" }), "guestName", { "accept-language": "en" })).toBe(
      "Your name must be at least 2 characters long",
    );
  });
});

describe("moderation", () => {
  let pendingId: number;
  let olderApprovedId: number;
  let newerApprovedId: number;

  beforeAll(async () => {
    const older = await submit(validReview({ guestName: "Anna Vecchia", title: "Prima recensione", email: "anna@example.com" }));
    const pending = await submit(validReview({ guestName: "Paolo Attesa", title: "In attesa di moderazione", email: "paolo@example.com" }));
    const newer = await submit(validReview({ guestName: "Luca Nuovo", title: "Seconda recensione", email: "luca@example.com" }));
    for (const r of [older, pending, newer]) expect(r.status, r.text).toBe(201);
    olderApprovedId = older.body.id;
    pendingId = pending.body.id;
    newerApprovedId = newer.body.id;
  });

  it("GET /api/reviews shows nothing that is still pending", async () => {
    const res = await call<ReviewBody[]>(server, "/api/reviews");
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).not.toContain(pendingId);
    expect(res.body.map((r) => r.id)).not.toContain(olderApprovedId);
  });

  it("PATCH /api/reviews/:id/approve publishes a review", async () => {
    for (const id of [olderApprovedId, newerApprovedId]) {
      const res = await call<ReviewBody>(server, `/api/reviews/${id}/approve`, withCookie({ method: "PATCH" }, admin));
      expect(res.status, res.text).toBe(200);
      expect(res.body.isApproved).toBe(true);
      expect((await storedReview(id))!.isApproved).toBe(true);
    }
    expect((await storedReview(pendingId))!.isApproved).toBe(false);
  });

  it("GET /api/reviews lists only approved reviews, newest first, without e-mails", async () => {
    const res = await call<ReviewBody[]>(server, "/api/reviews");
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).toEqual([newerApprovedId, olderApprovedId]);
    expect(res.body.every((r) => r.isApproved)).toBe(true);
    for (const r of res.body) expect(r).not.toHaveProperty("email");
    expect(res.text).not.toMatch(/@example\.com/);
    expect(res.body[0]).toMatchObject({ guestName: "Luca Nuovo", title: "Seconda recensione", rating: 5 });
  });

  it("GET /api/reviews/all shows the admin every review with its e-mail, newest first", async () => {
    const res = await call<ReviewBody[]>(server, "/api/reviews/all", withCookie({}, admin));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toHaveLength(await rowCount(server, reviews));
    const ids = res.body.map((r) => r.id);
    expect(ids.indexOf(newerApprovedId)).toBeLessThan(ids.indexOf(pendingId));
    expect(ids.indexOf(pendingId)).toBeLessThan(ids.indexOf(olderApprovedId));
    const pending = res.body.find((r) => r.id === pendingId)!;
    expect(pending).toMatchObject({ email: "paolo@example.com", isApproved: false });
    for (let i = 1; i < res.body.length; i++) {
      expect(new Date(res.body[i - 1]!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(res.body[i]!.createdAt).getTime());
    }
  });

  it("GET /api/reviews/all is refused without a session", async () => {
    const res = await call(server, "/api/reviews/all");
    expectApiError(res, 401, "unauthorized");
    expect(res.text).not.toContain("paolo@example.com");
  });

  it("approving twice is harmless", async () => {
    const res = await call<ReviewBody>(server, `/api/reviews/${newerApprovedId}/approve`, withCookie({ method: "PATCH" }, admin));
    expect(res.status).toBe(200);
    expect(res.body.isApproved).toBe(true);
  });

  it("DELETE /api/reviews/:id rejects a pending review", async () => {
    const before = await rowCount(server, reviews);
    const res = await call<{ success: boolean }>(server, `/api/reviews/${pendingId}`, withCookie({ method: "DELETE" }, admin));
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await storedReview(pendingId)).toBeUndefined();
    expect(await rowCount(server, reviews)).toBe(before - 1);
  });

  it("DELETE /api/reviews/:id deletes a published review, which leaves the public list", async () => {
    const res = await call(server, `/api/reviews/${olderApprovedId}`, withCookie({ method: "DELETE" }, admin));
    expect(res.status, res.text).toBe(200);
    const list = await call<ReviewBody[]>(server, "/api/reviews");
    expect(list.body.map((r) => r.id)).toEqual([newerApprovedId]);
  });

  it("answers 404 for an unknown id and changes nothing", async () => {
    const before = await rowCount(server, reviews);
    for (const [method, path] of [
      ["PATCH", `/api/reviews/${pendingId}/approve`],
      ["DELETE", `/api/reviews/${pendingId}`],
      ["PATCH", "/api/reviews/987654/approve"],
      ["DELETE", "/api/reviews/987654"],
      ["PATCH", "/api/reviews/abc/approve"],
      ["DELETE", "/api/reviews/-1"],
      ["DELETE", "/api/reviews/99999999999999999999"],
    ] as const) {
      const res = await call(server, path, withCookie({ method }, admin));
      expectApiError(res, 404, "not_found");
    }
    expect(await rowCount(server, reviews)).toBe(before);
  });
});
