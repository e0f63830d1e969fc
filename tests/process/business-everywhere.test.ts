import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SEED_BUSINESS } from "~/db/seed-data";
import { LANGUAGES } from "~/i18n/languages";
import { localizedPath, SCREENS, type ScreenId } from "~/i18n/paths";
import type { Business } from "~/lib/business";

import { validQuote, validReview } from "../setup/api-helpers";
import { TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { MAIL_FROM, OWNER_EMAIL, startSmtp, type TestSmtp } from "../setup/smtp";
import { startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

/**
 * No business fact is hard-coded outside the seed. The built server,
 * with a real SMTP server on loopback: the owner changes the phone, e-mail and address; then no
 * public page (every screen, four languages, the maintenance screen), no API answer, no e-mail
 * and no file of the client bundle holds the old values anywhere.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLIENT_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build", "client");

const CHANGED: Partial<Business> = {
  phone: "+39 071 555 0101",
  taxiPhone: "+39 071 555 0102",
  email: "ospiti@villa-esempio.example",
  streetAddress: "Lungomare Nord 88",
  postalCode: "60121",
  city: "Ancona",
  province: "AN",
};

/** The seed's values that must be gone, each with how to find it. */
const OLD: [string, RegExp][] = [
  ["phone", new RegExp(escape(SEED_BUSINESS.phone))],
  ["phone digits (tel: links, JSON)", new RegExp(SEED_BUSINESS.phone.replace(/\D/g, ""))],
  ["taxi phone", new RegExp(escape(SEED_BUSINESS.taxiPhone))],
  ["e-mail", new RegExp(escape(SEED_BUSINESS.email), "i")],
  ["street address", new RegExp(escape(SEED_BUSINESS.streetAddress), "i")],
  ["postal code", new RegExp(`\\b${SEED_BUSINESS.postalCode}\\b`)],
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function expectNoOldValue(where: string, text: string): void {
  for (const [what, pattern] of OLD) {
    const found = pattern.exec(text);
    expect(
      found,
      `${where} still shows the old ${what}: …${found ? text.slice(Math.max(0, found.index - 80), found.index + 80) : ""}…`,
    ).toBeNull();
  }
}

let smtp: TestSmtp;
let server: ServerProcess;
let dataDir: string;
let admin: string;

async function login(pathName: string, body: unknown, cookieName: string): Promise<string> {
  const res = await fetch(`${server.url}${pathName}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  expect(cookie).toBeTruthy();
  return cookie!.split(";")[0]!;
}

async function api(method: string, pathName: string, body?: unknown, cookie?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}${pathName}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/** Every public path in every language: each screen, each room, the language-neutral ones with ?lang=. */
async function publicPaths(): Promise<string[]> {
  const rooms = JSON.parse((await api("GET", "/api/rooms")).text) as { slug: string }[];
  const screens = (Object.keys(SCREENS) as ScreenId[]).filter((s) => s !== "admin" && s !== "superAdmin");
  const paths = new Set<string>();
  for (const lang of LANGUAGES) {
    for (const screen of screens) {
      const neutral = !SCREENS[screen].paths[lang];
      const suffix = neutral ? `?lang=${lang}` : "";
      if (screen === "room") for (const { slug } of rooms) paths.add(localizedPath("room", lang, { slug }) + suffix);
      else paths.add(localizedPath(screen, lang) + suffix);
    }
    paths.add(`/pagina-che-non-esiste?lang=${lang}`);
  }
  return [...paths, "/admin", "/super-admin", "/sitemap.xml", "/robots.txt"];
}

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir("business");
  server = await startServerProcess({
    port: 3547,
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM, OWNER_EMAIL, GUEST_WRITE_LIMIT: "1000" },
  });
  admin = await login("/api/auth/login", TEST_ADMIN, "bb_admin");
});
afterAll(async () => {
  await server?.kill();
  await smtp?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("after the owner changes her phone, e-mail and address", () => {
  it("the old values are on no public page, in no API answer, in no e-mail and in no client file", async () => {
    // Before: the seed's values are really there (the search below would otherwise prove nothing).
    // The taxi's number is on /chi-siamo only: public pages carry no loader data, only what they show.
    const before = (await Promise.all(["/contatti", "/chi-siamo"].map(async (p) => (await fetch(`${server.url}${p}`)).text()))).join("\n");
    for (const [what, pattern] of OLD) expect(pattern.test(before), `the seeded ${what} on /contatti or /chi-siamo`).toBe(true);

    const current = JSON.parse((await api("GET", "/api/business")).text) as Business;
    const saved = await api("PUT", "/api/business", { ...current, ...CHANGED }, admin);
    expect(saved.status, saved.text).toBe(200);

    // Pages, each in four languages, rendered by the production server (the page cache was dropped by the write).
    const paths = await publicPaths();
    expect(paths.length).toBeGreaterThan(40);
    for (const p of paths) {
      const res = await fetch(`${server.url}${p}`);
      const html = await res.text();
      expect([200, 404], p).toContain(res.status);
      expectNoOldValue(p, html);
    }
    const contact = await (await fetch(`${server.url}/contact`)).text();
    expect(contact).toContain(CHANGED.phone);
    expect(contact).toContain(CHANGED.streetAddress);
    expect(contact).toContain(CHANGED.email);

    // The maintenance screen, in every language.
    const superAdmin = await login("/api/super-admin/login", { key: TEST_SUPER_ADMIN_KEY }, "bb_super");
    const settings = JSON.parse((await api("GET", "/api/super-admin/settings")).text) as Record<string, unknown>;
    expect((await api("PUT", "/api/super-admin/settings", { ...settings, siteOffline: true }, superAdmin)).status).toBe(200);
    for (const lang of LANGUAGES) {
      const res = await fetch(`${server.url}/?lang=${lang}`);
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain(CHANGED.phone);
      expectNoOldValue(`maintenance (${lang})`, html);
    }
    expect((await api("PUT", "/api/super-admin/settings", { ...settings, siteOffline: false }, superAdmin)).status).toBe(200);

    // E-mails: a request (owner's notice, guest's acknowledgement), a review, the owner's answer and a confirmation.
    const email = `business-${Date.now()}@example.com`;
    for (const lang of LANGUAGES) {
      const res = await api("POST", `/api/quotes?lang=${lang}`, validQuote({ email: `${lang}-${email}` }));
      expect(res.status, res.text).toBe(201);
    }
    const quoteId = (JSON.parse((await api("POST", "/api/quotes?lang=en", validQuote({ email }))).text) as { id: number }).id;
    expect((await api("POST", "/api/reviews", validReview({ email }))).status).toBe(201);
    expect(
      (await api("POST", `/api/quotes/${quoteId}/reply`, { message: "Dear guest, the room is yours.", price: "240" }, admin)).status,
    ).toBe(200);
    // The request names no room: the owner puts it in room 1 as she confirms it.
    const confirmed = await api("PATCH", `/api/quotes/${quoteId}`, { status: "confirmed", notifyGuest: true, roomId: 1 }, admin);
    expect(confirmed.status, confirmed.text).toBe(200);
    // 5 requests × 2 messages, the review's notice, the answer and the confirmation.
    const mails = await smtp.waitForCount(() => true, 13, 30_000);
    const guestMails = mails.filter((m) => m.to.some((to) => to.endsWith(email)));
    expect(guestMails.length).toBe(7);
    expect(guestMails.some((m) => m.text.includes(CHANGED.phone!))).toBe(true);
    for (const mail of mails) expectNoOldValue(`the e-mail "${mail.subject}"`, `${mail.subject}\n${mail.html}\n${mail.text}`);

    // API answers a visitor or the owner can read.
    for (const p of [
      "/api/business",
      "/api/rooms",
      "/api/rooms/uno",
      "/api/pricing",
      "/api/reviews",
      "/api/settings/show_reviews_section",
      "/api/super-admin/settings",
    ]) {
      const res = await api("GET", p);
      expect(res.status, p).toBe(200);
      expectNoOldValue(p, res.text);
    }
    for (const p of ["/api/quotes", `/api/quotes/${quoteId}`, "/api/outbox?status=sent"]) {
      const res = await api("GET", p, undefined, admin);
      expect(res.status, p).toBe(200);
      expectNoOldValue(p, res.text);
    }
  });

  it("the client bundle never held a business fact: the browser gets them from the page", () => {
    const files = (fs.readdirSync(CLIENT_DIR, { recursive: true }) as string[]).filter((f) =>
      /\.(js|css|json|html|txt|svg|webmanifest)$/.test(f),
    );
    expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(5);
    for (const file of files) expectNoOldValue(`client file ${file}`, fs.readFileSync(path.join(CLIENT_DIR, file), "utf8"));
  });
});
