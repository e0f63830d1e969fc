import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { superAdminSettings } from "~/db/schema";

import { call, expectFieldError, json } from "../setup/api-helpers";
import { TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { startSiteServer } from "../setup/pages";
import type { TestServer } from "../setup/test-server";

/**
 * The public pages' Content-Security-Policy lets the tracking code's beacons
 * reach its analytics hosts (connect-src), cached or not; panels and the API never widen it.
 */

let server: TestServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await startSiteServer());
}, 120_000);
afterAll(async () => {
  await close?.();
});

const BASE = {
  siteOffline: false,
  trackingCode: null,
  bannerFooter: null,
  bannerMidSite: null,
  bannerMobileTop: null,
  bannerMobileMid1: null,
  bannerMobileMid2: null,
  bannerMobileBottom: null,
};

const put = (body: Record<string, unknown>) =>
  call<Record<string, unknown>>(
    server,
    "/api/super-admin/settings",
    json("PUT", { ...BASE, superAdminKey: TEST_SUPER_ADMIN_KEY, ...body }),
  );

async function storedRow() {
  const [row] = await server.db.select().from(superAdminSettings).where(eq(superAdminSettings.id, 1));
  return row!;
}

/** The connect-src directive of a GET's policy, and whether the page cache answered. */
async function connectSrc(path: string): Promise<{ status: number; cache: string | null; connect: string; own: string[] }> {
  const res = await fetch(new URL(path, server.url), { redirect: "manual", headers: { "accept-encoding": "br, gzip" } });
  await res.arrayBuffer();
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp.match(/connect-src/g)?.length ?? 0, `${path}: one connect-src`).toBe(1);
  const directive =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("connect-src")) ?? "";
  // Our own public paths (listed apart below) shown as one token, so the analytics hosts read plainly.
  const origin = new URL(server.url).origin;
  const sources = directive.split(/\s+/).slice(1);
  const own = sources.filter((source) => source.startsWith(`${origin}/`));
  const connect = ["connect-src", ...(own.length ? ["<public paths>"] : []), ...sources.filter((source) => !own.includes(source))].join(
    " ",
  );
  return { status: res.status, cache: res.headers.get("x-cache"), connect, own };
}

const PUBLIC = ["/", "/camere", "/rooms", "/chi-siamo", "/privacy", "/en/does-not-exist"];
const PANELS = ["/admin", "/super-admin", "/ADMIN", "/super-admin/"];

const CODE = `<script async src="https://analytics.example/t.js?id=1"></script>
<script>window.dataLayer=[];var u="//matomo.example.org/";</script>`;

describe("the tracking hosts the super-admin lists", () => {
  it("refuses anything but https origins, with the field's message, and stores nothing", async () => {
    const before = await storedRow();
    for (const bad of [
      "http://stats.example.com",
      "https://*.example.com",
      "*",
      "https://stats.example.com/collect",
      "stats.example.com",
      "https://x.example.com; script-src *",
    ]) {
      const res = await put({ trackingCode: "<script>changed</script>", trackingHosts: `https://ok.example.com\n${bad}` });
      expect(res.status, bad).toBe(400);
      expect(expectFieldError(res, "trackingHosts")).toBeTruthy();
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => `https://h${i}.example.com`).join("\n");
    const res = await put({ trackingHosts: tooMany });
    expect(res.status).toBe(400);
    expect(expectFieldError(res, "trackingHosts")).toMatch(/20/);
    const after = await storedRow();
    expect(after.trackingCode).toBe(before.trackingCode);
    expect(after.trackingHosts).toBe(before.trackingHosts);
  });

  it("stores them normalized, one per line, and leaves them alone when a request does not name them", async () => {
    const res = await put({ trackingHosts: "https://Beacons.Example.net/, https://beacons.example.net\n\nhttps://stats.example.com:8443" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.trackingHosts).toBe("https://beacons.example.net\nhttps://stats.example.com:8443");
    expect((await put({ trackingCode: "<script>1</script>" })).body.trackingHosts).toBe(
      "https://beacons.example.net\nhttps://stats.example.com:8443",
    );
    expect((await put({ trackingHosts: "" })).body.trackingHosts).toBeNull();
    expect((await put({ trackingHosts: ["https://a.example.com", "https://b.example.com"] })).body.trackingHosts).toBe(
      "https://a.example.com\nhttps://b.example.com",
    );
  });
});

describe("the Content-Security-Policy's connect-src", () => {
  it("lets a public page reach its own public paths only: never the owner's API nor the panels", async () => {
    const origin = new URL(server.url).origin;
    for (const path of PUBLIC) {
      const { connect, own } = await connectSrc(path);
      expect(connect, path).not.toContain("'self'");
      for (const needed of [
        "/api/visits",
        "/api/visits/count",
        "/api/availability",
        "/api/super-admin/settings",
        "/robots.txt",
        // The guest forms' pages, to which the page's script posts them.
        "/preventivo",
        "/quote",
        "/recensione",
        "/resenas",
      ]) {
        expect(own, `${path} needs ${needed}`).toContain(`${origin}${needed}`);
      }
      for (const source of own)
        expect(source, path).not.toMatch(
          /\/api\/(quotes|outbox|reviews|auth|business|rooms|pricing|backups)|\/admin|^[^?]*\/super-admin$|\.data$/,
        );
    }
  });

  it("names the tracking code's hosts and the listed ones on every public page, cached or not; never on the panels or the API", async () => {
    expect((await put({ trackingCode: CODE, trackingHosts: "https://beacons.example.net" })).status).toBe(200);
    const expected = "connect-src <public paths> https://analytics.example https://matomo.example.org https://beacons.example.net";
    for (const path of PUBLIC) {
      const first = await connectSrc(path);
      expect(first.connect, path).toBe(expected);
      const second = await connectSrc(path);
      expect(second.connect, `${path} again`).toBe(expected);
      if (first.status === 200) expect(second.cache, path).toBe("HIT");
    }
    for (const path of [...PANELS, "/api/super-admin/settings", "/api/rooms", "/sitemap.xml", "/robots.txt", "/healthz"]) {
      expect((await connectSrc(path)).connect, path).toBe("connect-src 'self'");
    }
  }, 60_000);

  it("follows a change of the code or of the hosts on the next page, cached ones included", async () => {
    expect((await connectSrc("/camere")).cache).toBe("HIT");
    expect(
      (
        await put({
          trackingCode: `<script src="https://plausible.io/js/script.js" data-domain="bnb.example"></script>`,
          trackingHosts: null,
        })
      ).status,
    ).toBe(200);
    expect((await connectSrc("/camere")).connect).toBe("connect-src <public paths> https://plausible.io");
    expect((await connectSrc("/")).connect).toBe("connect-src <public paths> https://plausible.io");
    expect((await connectSrc("/")).cache).toBe("HIT");

    expect(
      (await put({ trackingCode: `<script src="https://plausible.io/js/script.js"></script>`, trackingHosts: "https://stats.example.com" }))
        .status,
    ).toBe(200);
    expect((await connectSrc("/")).connect).toBe("connect-src <public paths> https://plausible.io https://stats.example.com");

    // No tracking code: nothing sends beacons, nothing is allowed (listed hosts included).
    expect((await put({ trackingCode: null, trackingHosts: "https://stats.example.com" })).status).toBe(200);
    expect((await connectSrc("/")).connect).toBe("connect-src <public paths>");

    // Offline: the maintenance screen runs no tracking code.
    expect((await put({ siteOffline: true, trackingCode: CODE })).status).toBe(200);
    const offline = await connectSrc("/");
    expect(offline.status).toBe(503);
    expect(offline.connect).toBe("connect-src <public paths>");
    expect((await put({ siteOffline: false, trackingCode: null, trackingHosts: null })).status).toBe(200);
  }, 60_000);
});

describe("the owner's API opened as a page", () => {
  it("answers 403 to a navigation or a frame, and keeps answering the panel's fetch calls", async () => {
    const cookie = await server.adminCookie();
    const pageLoads: Record<string, string>[] = [
      { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
      { "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" },
      { "sec-fetch-dest": "object" },
    ];
    for (const headers of pageLoads) {
      for (const path of ["/api/quotes", "/api/outbox?status=sent", "/api/quotes?page=1"]) {
        const res = await call(server, path, { headers: { cookie, ...headers } });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.text).not.toContain("@");
      }
    }
    const fetched = await call(server, "/api/quotes?page=1", { headers: { cookie, "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" } });
    expect(fetched.status).toBe(200);
    // Public reads are not the owner's: a visitor may still open them in a tab.
    expect((await call(server, "/api/rooms", { headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } })).status).toBe(
      200,
    );
  });
});
