import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { quotes, reviews } from "~/db/schema";
import { listQuotesPage } from "~/features/quotes/quotes.server";
import { listReviewsPage } from "~/features/reviews/reviews.server";
import { PAGE_SIZE } from "~/lib/pagination";

import { call, json, validQuote, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

/** The panel's lists read their totals from running totals: they must always equal a full count. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminCookie();
});
afterAll(() => server.close());

const counted = async (where?: ReturnType<typeof eq>) => {
  const [row] = await server.db
    .select({ n: count() })
    .from(where ? reviews : quotes)
    .where(where);
  return Number(row!.n);
};

describe("quote list totals", () => {
  it("follow API requests, bulk SQL, deletes and truncation; pages hold at most 25", async () => {
    for (let i = 0; i < 3; i++) expect((await call(server, "/api/quotes", json("POST", validQuote()))).status).toBe(201);
    await server.db.execute(
      sql`insert into quotes (first_name, last_name, email, check_in, check_out, guests)
          select 'Bulk' || g, 'Carico', 'b' || g || '@example.com', now() + interval '30 days', now() + interval '33 days', 2 from generate_series(1, 60) g`,
    );
    let page = await listQuotesPage(1);
    expect(page.total).toBe(await counted());
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.pageCount).toBe(Math.ceil(page.total / PAGE_SIZE));

    await server.db.execute(sql`delete from quotes where first_name like 'Bulk%' and id % 2 = 0`);
    page = await listQuotesPage(99);
    expect(page.total).toBe(await counted());
    expect(page.page).toBe(page.pageCount);

    await server.db.execute(sql`truncate quotes cascade`);
    expect((await listQuotesPage(1)).total).toBe(0);
  });
});

describe("review list totals", () => {
  it("follow submissions, approval (an update), deletion and bulk SQL, per list", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call<{ id: number }>(
        server,
        "/api/reviews",
        json("POST", { guestName: "Giovanna", email: "g@example.com", rating: 5, title: `Titolo ${i}`, comment: "Colazione ottima." }),
      );
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    expect((await call(server, `/api/reviews/${ids[0]}/approve`, withCookie({ method: "PATCH" }, admin))).status).toBe(200);
    expect((await call(server, `/api/reviews/${ids[1]}`, withCookie({ method: "DELETE" }, admin))).status).toBe(200);
    await server.db.execute(
      sql`insert into reviews (guest_name, email, rating, title, comment, is_approved)
          select 'Bulk', 'b@example.com', 4, 'T' || g, 'Bene.', g % 3 = 0 from generate_series(1, 30) g`,
    );
    await server.db.execute(sql`update reviews set is_approved = true where title in ('T1', 'T2')`);

    const pending = await listReviewsPage(false, 1);
    const approved = await listReviewsPage(true, 1);
    expect(pending.total).toBe(await counted(eq(reviews.isApproved, false)));
    expect(approved.total).toBe(await counted(eq(reviews.isApproved, true)));
    expect(pending.items.every((r) => !r.isApproved)).toBe(true);
    expect(approved.items.every((r) => r.isApproved)).toBe(true);
  });
});
