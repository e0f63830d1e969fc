import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { policeSends, quotes, reviews, siteVisits, stayGuests, stays } from "~/db/schema";
import { seal, unseal } from "~/lib/guest-crypto.server";

import { applyRetention } from "../../server/boot";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("retention (privacy policy: contact data 2 years, browsing data 13 months)", () => {
  it("deletes old quotes, stays and visits, strips old reviewers' e-mails, keeps recent data", async () => {
    const quote = (createdAt: Date) => ({
      firstName: "Anna",
      lastName: "Rossi",
      email: "anna@example.com",
      checkIn: daysAgo(-10),
      checkOut: daysAgo(-12),
      guests: 2,
      createdAt,
    });
    const [oldQuote, newQuote] = await server.db
      .insert(quotes)
      .values([quote(daysAgo(800)), quote(daysAgo(700))])
      .returning();
    const visit = (visitedAt: Date) => ({ ipAddress: "h".repeat(64), sessionId: "session-1", visitedAt });
    const [oldVisit, newVisit] = await server.db
      .insert(siteVisits)
      .values([visit(daysAgo(420)), visit(daysAgo(360))])
      .returning();
    const review = (isApproved: boolean, createdAt: Date) => ({
      guestName: "Anna",
      email: "anna@example.com",
      rating: 5,
      title: "Bellissimo",
      comment: "Tutto perfetto, grazie!",
      isApproved,
      createdAt,
    });
    const [oldPending, oldPublished, newPublished] = await server.db
      .insert(reviews)
      .values([review(false, daysAgo(800)), review(true, daysAgo(800)), review(true, daysAgo(30))])
      .returning();
    const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    const stay = (checkOut: number) => ({
      roomId: 1,
      checkIn: day(checkOut + 2),
      checkOut: day(checkOut),
      guests: 1,
      source: "direct",
      leadName: "Anna Rossi",
    });
    const [oldStay, newStay] = await server.db
      .insert(stays)
      .values([stay(740), stay(700)])
      .returning();

    await applyRetention();

    const quoteIds = (await server.db.select({ id: quotes.id }).from(quotes)).map((q) => q.id);
    expect(quoteIds).not.toContain(oldQuote!.id);
    expect(quoteIds).toContain(newQuote!.id);
    const stayIds = (await server.db.select({ id: stays.id }).from(stays)).map((q) => q.id);
    expect(stayIds).not.toContain(oldStay!.id);
    expect(stayIds).toContain(newStay!.id);
    const visitIds = (await server.db.select({ id: siteVisits.id }).from(siteVisits)).map((v) => v.id);
    expect(visitIds).not.toContain(oldVisit!.id);
    expect(visitIds).toContain(newVisit!.id);
    expect(await server.db.select().from(reviews).where(eq(reviews.id, oldPending!.id))).toEqual([]);
    const [published] = await server.db.select().from(reviews).where(eq(reviews.id, oldPublished!.id));
    expect(published!.email).toBe("");
    expect(published!.comment).toBe("Tutto perfetto, grazie!");
    const [recent] = await server.db.select().from(reviews).where(eq(reviews.id, newPublished!.id));
    expect(recent!.email).toBe("anna@example.com");
  });
});

describe("retention of the guests' data (privacy policy: document numbers 30 days after check-out, police reports 5 years)", () => {
  it("erases document numbers of stays ended over 30 days ago, keeps the rest, and drops police records after 5 years", async () => {
    const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    const [ended, recent] = await server.db
      .insert(stays)
      .values(
        [31, 29].map((checkOut) => ({
          roomId: 2,
          checkIn: day(checkOut + 2),
          checkOut: day(checkOut),
          guests: 1,
          source: "direct",
          leadName: "Nicolò D'Angelo",
        })),
      )
      .returning();
    const guest = (stayId: number) => ({
      stayId,
      position: 0,
      surname: "D'Angelo",
      givenName: "Nicolò",
      sex: "M",
      birthDateSealed: seal("1985-04-12"),
      birthCountry: "100000100",
      birthPlace: "413068028",
      citizenship: "100000100",
      residenceCountry: "100000100",
      residencePlace: "413068028",
      documentType: "IDENT",
      documentNumberSealed: seal("CA12345AB"),
      documentIssuePlace: "413068028",
    });
    await server.db.insert(stayGuests).values([guest(ended!.id), guest(recent!.id)]);
    const [oldSend, newSend] = await server.db
      .insert(policeSends)
      .values(
        [daysAgo(5 * 366), daysAgo(4 * 365)].map((sentAt) => ({ arrivalDate: day(0), stayIds: [1], records: 1, sentAt, sentBy: "admin" })),
      )
      .returning();

    await applyRetention();

    const guestOf = async (stayId: number) => (await server.db.select().from(stayGuests).where(eq(stayGuests.stayId, stayId)))[0]!;
    const erased = await guestOf(ended!.id);
    expect(erased.documentNumberSealed).toBeNull();
    expect(unseal(erased.birthDateSealed)).toBe("1985-04-12");
    expect(unseal((await guestOf(recent!.id)).documentNumberSealed!)).toBe("CA12345AB");
    const sends = (await server.db.select({ id: policeSends.id }).from(policeSends)).map((s) => s.id);
    expect(sends).not.toContain(oldSend!.id);
    expect(sends).toContain(newSend!.id);
  });
});
