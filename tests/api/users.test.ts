import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { adminDevices, auditLog, invitations, outbox, sessions, users } from "~/db/schema";
import { configureMail } from "~/features/mail/mail.server";
import { startOutboxWorker, type OutboxWorker } from "~/features/mail/worker.server";

import { call, cookiePair, expectApiError, expectFieldError, json, rowCount, setCookieFor, withCookie } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { startSiteServer } from "../setup/pages";
import { mailEnv, SITE_URL, startSmtp, type TestSmtp } from "../setup/smtp";
import type { TestServer } from "../setup/test-server";

let site: Awaited<ReturnType<typeof startSiteServer>>;
let server: TestServer;
let owner: string;

beforeAll(async () => {
  site = await startSiteServer();
  server = site.server;
  owner = await server.adminCookie();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

type Invited = { id: number; name: string; email: string; role: string; status: string; inviteLink?: string };
type Account = Invited & { username: string; createdAt: string; setupOwner: boolean };

const PASSWORD = "una-password-lunga-2027";
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const sessionId = (cookie: string) => sha256(cookie.slice(cookie.indexOf("=") + 1));

const invite = (body: Record<string, unknown>, cookie = owner, lang = "it") =>
  call<Invited>(server, `/api/users?lang=${lang}`, withCookie(json("POST", body), cookie));
const accept = (token: string, password = PASSWORD, lang = "it") =>
  call(server, `/api/users/accept?lang=${lang}`, json("POST", { token, password }));
const patch = (id: number, body: Record<string, unknown>, cookie = owner) =>
  call<Account>(server, `/api/users/${id}`, withCookie(json("PATCH", body), cookie));
const remove = (id: number, cookie = owner) => call(server, `/api/users/${id}`, withCookie({ method: "DELETE" }, cookie));
const list = async () => (await call<{ items: Account[] }>(server, "/api/users", withCookie({}, owner))).body.items;

async function signIn(username: string, password = PASSWORD) {
  const res = await call(server, "/api/auth/login", json("POST", { username, password }));
  const cookie = setCookieFor(res.headers, "bb_admin");
  return { status: res.status, cookie: cookie ? cookiePair(cookie) : undefined };
}

/** The link of the newest invitation e-mail to `email`, and the token in it. */
async function invitationLink(email: string): Promise<{ link: string; token: string }> {
  const [message] = await server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "account-invite"), eq(outbox.toAddress, email)))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  expect(message, `no invitation e-mail to ${email}`).toBeDefined();
  const match = /(https?:\/\/[^\s)]+\/admin\/invito\/([A-Za-z0-9_-]{20,}))/.exec(message!.text);
  expect(match, message!.text).not.toBeNull();
  expect(message!.html).toContain(match![1]);
  return { link: match![1]!, token: match![2]! };
}

/** Invites, accepts and signs in: a live session of an account with `role`. */
async function member(email: string, role: string): Promise<{ id: number; cookie: string }> {
  const invited = await invite({ name: email.split("@")[0], email, role });
  expect(invited.status, invited.text).toBe(201);
  const { token } = await invitationLink(email);
  expect((await accept(token)).status).toBe(200);
  const { cookie } = await signIn(email);
  return { id: invited.body.id, cookie: cookie! };
}

const accountRow = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
const auditRows = async (action: string) => server.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

describe("inviting a person (POST /api/users)", () => {
  it("answers 201 with the invited account, stores only the token's hash, and e-mails a link that works once", async () => {
    const res = await invite({ name: "Anna Pulizie", email: "  Anna.Pulizie@Example.COM ", role: "housekeeping" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: "Anna Pulizie",
      email: "anna.pulizie@example.com",
      role: "housekeeping",
      status: "invited",
      // The test server sends no e-mail: the answer carries the link (below, the e-mail's own).
      inviteLink: expect.any(String),
    });

    const row = await accountRow(res.body.id);
    expect(row).toMatchObject({
      username: "anna.pulizie@example.com",
      email: "anna.pulizie@example.com",
      status: "invited",
      role: "housekeeping",
    });
    // No password anyone could type: the account cannot sign in before the link is used.
    expect(row!.password.startsWith("scrypt$")).toBe(false);

    const { link, token } = await invitationLink("anna.pulizie@example.com");
    expect(link).toBe(`http://localhost:3000/admin/invito/${token}`);
    expect(res.body.inviteLink).toBe(link);
    const [stored] = await server.db.select().from(invitations).where(eq(invitations.userId, res.body.id));
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);

    const [message] = await server.db.select().from(outbox).where(eq(outbox.toAddress, "anna.pulizie@example.com"));
    expect(message).toMatchObject({ kind: "account-invite", audience: "guest", lang: "it" });
    expect(message!.subject).toContain("Invito al pannello di");
    expect(message!.text).toContain("Pulizie");

    expect((await signIn("anna.pulizie@example.com", "anything-at-all-123")).status).toBe(401);
    expect((await accept(token)).status).toBe(200);
    expectApiError(await accept(token, "another-long-password"), 410, "invitation_invalid");
    expect((await accountRow(res.body.id))!.status).toBe("active");

    const audit = await auditRows("account.invited");
    expect(audit.map((a) => a.target)).toContain("anna.pulizie@example.com (housekeeping)");
    expect(audit.at(-1)!.actor).toBe(TEST_ADMIN.username);
    expect((await auditRows("account.accepted")).map((a) => a.actor)).toContain("anna.pulizie@example.com");
  });

  it("lets the invited person sign in with her address as username, whatever its case", async () => {
    await member("bruno@example.com", "manager");
    const upper = await signIn("Bruno@EXAMPLE.com");
    expect(upper.status).toBe(200);
    const session = await call<{ authenticated: boolean; user: { username: string } }>(
      server,
      "/api/auth/session",
      withCookie({}, upper.cookie!),
    );
    expect(session.body.authenticated).toBe(true);
    expect(session.body.user.username).toBe("bruno@example.com");
  });

  it("refuses an address already used, whatever its case (409 email_taken), storing nothing", async () => {
    expect((await invite({ name: "Carla", email: "carla@example.com", role: "manager" })).status).toBe(201);
    const before = await counts();
    const error = expectApiError(await invite({ name: "Carla due", email: "CARLA@example.com", role: "owner" }), 409, "email_taken");
    expect(error.fields?.email).toBe("Esiste già un account con questo indirizzo e-mail");
    expect(await counts()).toEqual(before);
  });

  it("refuses bad input with each field's error in the caller's language, storing nothing", async () => {
    const before = await counts();
    const bad = { name: "  ", email: "non-un-indirizzo", role: "boss" };
    const messages = new Set<string>();
    for (const lang of ["it", "en", "de", "es"]) {
      const res = await invite(bad, owner, lang);
      expectFieldError(res, "name");
      const error = expectApiError(res, 400, "validation_error");
      expect(Object.keys(error.fields!).sort()).toEqual(["email", "name", "role"]);
      messages.add(error.fields!.role!);
    }
    // Four languages, four sentences.
    expect(messages.size).toBe(4);
    expectFieldError(await invite({ name: "x".repeat(101), email: "ok@example.com", role: "manager" }), "name");
    expect(await counts()).toEqual(before);
  });

  it("is the owner's alone: a manager gets 403 forbidden on every /api/users operation, and nothing changes", async () => {
    const manager = await member("dario@example.com", "manager");
    const before = await counts();
    expectApiError(await call(server, "/api/users", withCookie({}, manager.cookie)), 403, "forbidden");
    expectApiError(await invite({ name: "Eva", email: "eva@example.com", role: "owner" }, manager.cookie), 403, "forbidden");
    expectApiError(await patch(manager.id, { role: "owner" }, manager.cookie), 403, "forbidden");
    expectApiError(await remove(1, manager.cookie), 403, "forbidden");
    expectApiError(await call(server, `/api/users/${manager.id}/invite`, withCookie({ method: "POST" }, manager.cookie)), 403, "forbidden");
    expect(await counts()).toEqual(before);
    expect((await accountRow(manager.id))!.role).toBe("manager");
    // Without a session at all: 401.
    expectApiError(await call(server, "/api/users"), 401, "unauthorized");
  });

  it("needs a fresh check: past 5 minutes from the sign-in, the owner's password (a wrong one stores nothing)", async () => {
    const cookie = await server.adminCookie();
    await server.db
      .update(sessions)
      .set({ verifiedAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.id, sessionId(cookie)));
    const before = await counts();
    const body = { name: "Franca", email: "franca@example.com", role: "housekeeping" };
    expectApiError(await invite(body, cookie), 403, "fresh_check_required");
    expectFieldError(await invite({ ...body, password: "not-the-password" }, cookie), "password");
    expect(await counts()).toEqual(before);
    expect((await invite({ ...body, password: TEST_ADMIN.password }, cookie)).status).toBe(201);
    // The password renewed the check: the next account needs it no more.
    expect((await invite({ name: "Gino", email: "gino@example.com", role: "housekeeping" }, cookie)).status).toBe(201);
  });
});

describe("accepting an invitation (POST /api/users/accept)", () => {
  it("refuses an expired link (72 hours) with 410 invitation_invalid in four languages, changing nothing", async () => {
    const invited = await invite({ name: "Ugo", email: "ugo@example.com", role: "manager" });
    const { token } = await invitationLink("ugo@example.com");
    await server.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.userId, invited.body.id));
    const before = await accountRow(invited.body.id);
    const messages = new Set<string>();
    for (const lang of ["it", "en", "de", "es"])
      messages.add(expectApiError(await accept(token, PASSWORD, lang), 410, "invitation_invalid").message);
    expect(messages.size).toBe(4);
    expect(await accountRow(invited.body.id)).toEqual(before);
    const [link] = await server.db.select().from(invitations).where(eq(invitations.userId, invited.body.id));
    expect(link!.usedAt).toBeNull();
    expect((await signIn("ugo@example.com")).status).toBe(401);
  });

  it("refuses a token that was never issued, and a password under 12 characters (nothing used up)", async () => {
    expectApiError(await accept("not-a-real-token-at-all-0123456789"), 410, "invitation_invalid");
    const invited = await invite({ name: "Vera", email: "vera@example.com", role: "housekeeping" });
    const { token } = await invitationLink("vera@example.com");
    expect(expectFieldError(await accept(token, "short", "en"), "password")).toMatch(/12/);
    expect((await accountRow(invited.body.id))!.status).toBe("invited");
    expect((await accept(token)).status).toBe(200);
  });

  it("a fresh invitation replaces the old link; an account with a password needs none (409 not_invited)", async () => {
    const invited = await invite({ name: "Walter", email: "walter@example.com", role: "housekeeping" });
    const first = await invitationLink("walter@example.com");
    const again = await call<Account>(server, `/api/users/${invited.body.id}/invite`, withCookie({ method: "POST" }, owner));
    expect(again.status, again.text).toBe(200);
    const second = await invitationLink("walter@example.com");
    expect(second.token).not.toBe(first.token);
    expectApiError(await accept(first.token), 410, "invitation_invalid");
    expect((await accept(second.token)).status).toBe(200);
    expectApiError(await call(server, `/api/users/${invited.body.id}/invite`, withCookie({ method: "POST" }, owner)), 409, "not_invited");
  });
});

describe("the invitation's page (/admin/invito/{token})", () => {
  it("opens signed out, sends no Referer, and says when the link no longer works", async () => {
    await invite({ name: "Zeno", email: "zeno@example.com", role: "housekeeping" });
    const { token } = await invitationLink("zeno@example.com");
    const page = await server.fetch(`/admin/invito/${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain("Scegli la tua password");
    expect(html).toContain("zeno@example.com");
    expect(html).toContain('name="referrer" content="no-referrer"');
    expect((await accept(token)).status).toBe(200);
    const used = await server.fetch(`/admin/invito/${token}`);
    expect(used.status).toBe(410);
    expect(used.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await used.text()).toContain("Invito non valido");
  });
});

describe("managing accounts (PATCH and DELETE /api/users/{id})", () => {
  it("changes a role at once, and a disabled account's live session answers 401 at once", async () => {
    const person = await member("ivo@example.com", "housekeeping");
    expectApiError(await call(server, "/api/quotes", withCookie({}, person.cookie)), 403, "forbidden");
    const promoted = await patch(person.id, { role: "manager" });
    expect(promoted.status, promoted.text).toBe(200);
    expect(promoted.body).toMatchObject({ id: person.id, role: "manager", status: "active", setupOwner: false });
    expect((await call(server, "/api/quotes", withCookie({}, person.cookie))).status).toBe(200);
    expect((await auditRows("account.role-changed")).map((a) => a.target)).toContain("ivo@example.com (housekeeping → manager)");

    await server.db
      .insert(adminDevices)
      .values({ id: sha256("ivo-device"), userId: person.id, expiresAt: new Date(Date.now() + 3600_000) });
    const disabled = await patch(person.id, { disabled: true });
    expect(disabled.body.status).toBe("disabled");
    expectApiError(await call(server, "/api/quotes", withCookie({}, person.cookie)), 401, "unauthorized");
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect(await server.db.select().from(adminDevices).where(eq(adminDevices.userId, person.id))).toEqual([]);
    expect((await signIn("ivo@example.com")).status).toBe(401);
    expect((await auditRows("account.disabled")).map((a) => a.target)).toContain("ivo@example.com");

    const enabled = await patch(person.id, { disabled: false });
    expect(enabled.body.status).toBe("active");
    expect((await signIn("ivo@example.com")).status).toBe(200);
    expect((await auditRows("account.enabled")).map((a) => a.target)).toContain("ivo@example.com");
  });

  it("disabling an invited person voids her link; enabled again, she is still waiting for a fresh one", async () => {
    const invited = await invite({ name: "Lia", email: "lia@example.com", role: "housekeeping" });
    const { token } = await invitationLink("lia@example.com");
    await patch(invited.body.id, { disabled: true });
    expectApiError(await accept(token), 410, "invitation_invalid");
    expect((await patch(invited.body.id, { disabled: false })).body.status).toBe("invited");
  });

  it("deletes an account: its session ends at once and it signs in no more", async () => {
    const person = await member("mara@example.com", "manager");
    const res = await remove(person.id);
    expect(res.status, res.text).toBe(200);
    expect(await accountRow(person.id)).toBeUndefined();
    expectApiError(await call(server, "/api/quotes", withCookie({}, person.cookie)), 401, "unauthorized");
    expect((await signIn("mara@example.com")).status).toBe(401);
    expect((await auditRows("account.deleted")).map((a) => a.target)).toContain("mara@example.com");
    expectApiError(await remove(person.id), 404, "not_found");
  });

  it("never changes the set-up account, nor lets an owner change her own (409), and checks the body", async () => {
    const setUp = (await list()).find((a) => a.setupOwner)!;
    expect(setUp.username).toBe(TEST_ADMIN.username);
    expectApiError(await patch(setUp.id, { role: "manager" }), 409, "setup_owner");
    expectApiError(await patch(setUp.id, { disabled: true }), 409, "setup_owner");
    expectApiError(await remove(setUp.id), 409, "setup_owner");
    const second = await member("nora@example.com", "owner");
    expectApiError(await patch(second.id, { role: "housekeeping" }, second.cookie), 409, "own_account");
    expectApiError(await remove(second.id, second.cookie), 409, "own_account");
    expectFieldError(await patch(second.id, {}), "_");
    expectFieldError(await patch(second.id, { role: "boss" }), "role");
    expectFieldError(await patch(second.id, { disabled: "yes" }), "disabled");
    expect((await accountRow(second.id))!.role).toBe("owner");
    expect(await accountRow(setUp.id)).toMatchObject({ role: "owner", status: "active" });
  });

  it("lists every account with its role and status, never a password", async () => {
    const res = await call<{ items: Account[] }>(server, "/api/users", withCookie({}, owner));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("scrypt");
    expect(res.text).not.toContain("unusable");
    const anna = res.body.items.find((a) => a.email === "anna.pulizie@example.com");
    expect(anna).toMatchObject({ name: "Anna Pulizie", role: "housekeeping", status: "active", setupOwner: false });
    expect(Object.keys(anna!).sort()).toEqual(["createdAt", "email", "id", "name", "role", "setupOwner", "status", "username"]);
  });
});

describe("the link the owner passes on herself, while the site sends no e-mail", () => {
  const tokenOf = (link: string) => /\/admin\/invito\/([A-Za-z0-9_-]{20,})$/.exec(link)?.[1];

  it("without SMTP_URL, the answers of the invitation and of its resending carry a link that works once, logged nowhere and not in the audit trail", async () => {
    const logged = (["log", "info", "warn", "error", "debug"] as const).map((method) => vi.spyOn(console, method));
    try {
      const invited = await invite({ name: "Olga", email: "olga@example.com", role: "housekeeping" });
      expect(invited.status, invited.text).toBe(201);
      const first = invited.body.inviteLink!;
      expect(first).toMatch(/^http:\/\/localhost:3000\/admin\/invito\/[A-Za-z0-9_-]{20,}$/);
      // The same link the e-mail waiting in the outbox carries.
      expect((await invitationLink("olga@example.com")).link).toBe(first);

      const again = await call<Account & { inviteLink?: string }>(
        server,
        `/api/users/${invited.body.id}/invite`,
        withCookie({ method: "POST" }, owner),
      );
      expect(again.status, again.text).toBe(200);
      expect(again.body).toMatchObject({ id: invited.body.id, status: "invited", inviteLink: expect.any(String) });
      const second = again.body.inviteLink!;
      expect(second).not.toBe(first);
      expect((await invitationLink("olga@example.com")).link).toBe(second);

      // The first link stopped working; the second sets the password once, then the person signs in.
      expectApiError(await accept(tokenOf(first)!), 410, "invitation_invalid");
      expect((await accept(tokenOf(second)!)).status).toBe(200);
      expectApiError(await accept(tokenOf(second)!), 410, "invitation_invalid");
      expect((await signIn("olga@example.com")).status).toBe(200);

      const trail = JSON.stringify(await server.db.select().from(auditLog));
      for (const link of [first, second]) {
        expect(trail).not.toContain(tokenOf(link));
        for (const spy of logged) expect(JSON.stringify(spy.mock.calls)).not.toContain(tokenOf(link));
      }
      expect((await auditRows("account.invited")).map((a) => a.target)).toContain("olga@example.com (housekeeping)");
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });

  describe("with a mail server", () => {
    let smtp: TestSmtp;
    let worker: OutboxWorker;
    beforeAll(async () => {
      smtp = await startSmtp();
      const { mail, ownerEmail } = mailEnv(smtp.port);
      configureMail({ config: mail, ownerEmail, siteUrl: SITE_URL });
      worker = startOutboxWorker({ pollMs: 50, retryBaseMs: 100, log: () => {} });
    });
    afterAll(async () => {
      await worker?.stop();
      await smtp?.stop();
      configureMail({ config: undefined, ownerEmail: undefined, siteUrl: "http://localhost:3000" });
    });

    it("the answers carry no link: the e-mail, delivered, is its one way out", async () => {
      const invited = await invite({ name: "Pia", email: "pia@example.com", role: "manager" });
      expect(invited.status, invited.text).toBe(201);
      expect(invited.body).toEqual({ id: expect.any(Number), name: "Pia", email: "pia@example.com", role: "manager", status: "invited" });
      const delivered = await smtp.waitFor((m) => m.to.includes("pia@example.com"));
      const token = new RegExp(`${SITE_URL}/admin/invito/([A-Za-z0-9_-]{20,})`).exec(delivered.text)?.[1];
      expect(token, delivered.text).toBeDefined();

      const again = await call<Account>(server, `/api/users/${invited.body.id}/invite`, withCookie({ method: "POST" }, owner));
      expect(again.status, again.text).toBe(200);
      expect(again.body).not.toHaveProperty("inviteLink");
      expect(again.text).not.toContain("/admin/invito/");
      const resent = await smtp.waitFor((m) => m.to.includes("pia@example.com") && !m.text.includes(token!));
      const fresh = new RegExp(`${SITE_URL}/admin/invito/([A-Za-z0-9_-]{20,})`).exec(resent.text)?.[1];
      expect((await accept(fresh!)).status).toBe(200);
    });
  });
});

async function counts(): Promise<number[]> {
  return [
    await rowCount(server, users),
    await rowCount(server, invitations),
    await rowCount(server, outbox),
    await rowCount(server, auditLog),
  ];
}
