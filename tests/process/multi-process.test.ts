import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { validQuote } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { adminCookie, scratchDatabase, startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

/**
 * README, "Deployment": several app processes on one PostgreSQL behind a load balancer, with
 * DATA_DIR/uploads shared. Two built servers on one scratch database and one DATA_DIR, behind
 * Debian's nginx on loopback (round robin). Opt-in: MULTIPROCESS_PG=1 and DATABASE_URL (.ci/run
 * sets both, and installs nginx).
 */
const url = process.env.DATABASE_URL;
const enabled = process.env.MULTIPROCESS_PG === "1" && Boolean(url);
const NGINX = process.env.NGINX ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

const PORT_A = 3561;
const PORT_B = 3562;
const PORT_PROXY = 3563;
const GUEST_WRITE_LIMIT = 3;
/** README, "Page cache": another process shows an old price for at most about 1 second (poll interval + one render). */
const CACHE_BOUND_MS = 1_500;

let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let dataDir: string;
let nginxDir: string;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let nginx: ChildProcess | undefined;
let nginxExited: Promise<unknown> | undefined;
let nginxConf: string;
const proxy = `http://127.0.0.1:${PORT_PROXY}`;

/** The nginx configuration README, "Several processes", shows, plus the test's own paths and access log. */
function nginxConfig(dir: string, bDown = false): string {
  const root = process.getuid?.() === 0;
  return `
${root ? "user root;" : ""}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 512; }
http {
  log_format mp '$msec $request_time $status "$upstream_addr" "$upstream_status" $request_method $request_uri';
  access_log ${dir}/access.log mp;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream bnb {
    server 127.0.0.1:${PORT_A};
    server 127.0.0.1:${PORT_B}${bDown ? " down" : ""};
  }
  server {
    listen 127.0.0.1:${PORT_PROXY};
    # The test's client is not a browser: a browser sends a GET again when nginx's reload closes
    # the idle connection it was reusing; fetch reports UND_ERR_SOCKET. One connection per request.
    keepalive_timeout 0;
    client_max_body_size 16m;
    location / {
      proxy_pass http://bnb;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

async function startNginx(): Promise<void> {
  nginxDir = tempDataDir("nginx");
  const conf = path.join(nginxDir, "nginx.conf");
  fs.writeFileSync(conf, nginxConfig(nginxDir));
  let output = "";
  const child = spawn(NGINX, ["-p", nginxDir, "-e", path.join(nginxDir, "error.log"), "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  nginx = child;
  nginxConf = conf;
  nginxExited = new Promise((resolve) => child.once("exit", resolve).once("error", resolve));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await listening(PORT_PROXY)) return;
    await sleep(50);
  }
  const log = fs.existsSync(path.join(nginxDir, "error.log")) ? fs.readFileSync(path.join(nginxDir, "error.log"), "utf8") : "";
  throw new Error(`nginx did not start (${NGINX}):\n${output}\n${log}`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** The access log's entries after the first `from`, once it holds `count` of them (nginx writes a line just after answering). */
async function logged(from: number, count: number): Promise<LogLine[]> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const lines = accessLog().slice(from);
    if (lines.length >= count || Date.now() > deadline) return lines;
    await sleep(20);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type LogLine = { end: number; start: number; status: number; upstreams: string[]; upstreamStatuses: string[]; method: string; uri: string };

/** nginx's access log so far, one entry per request it answered. */
function accessLog(): LogLine[] {
  const file = path.join(nginxDir, "access.log");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const m = /^(\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" (\S+) (\S+)$/.exec(line);
      if (!m) throw new Error(`unreadable access log line: ${line}`);
      const end = Number(m[1]) * 1000;
      return {
        end,
        start: end - Number(m[2]) * 1000,
        status: Number(m[3]),
        // "127.0.0.1:3562, 127.0.0.1:3561" when nginx tried one, then the other.
        upstreams: m[4] === "-" ? [] : m[4]!.split(/, | : /),
        upstreamStatuses: m[5]!.split(", "),
        method: m[6]!,
        uri: m[7]!,
      };
    });
}

/** An uncompressed PNG over 1 MiB (nginx's default body limit; 800×600 is 1.4 MB), different for every seed. */
async function photo(seed: number, heavy = false): Promise<Buffer> {
  // Heavy: 1200×900 with more noise, 1.5 to 2.5 s of encoding on the server (three widths in
  // three formats): still at work a second after the signal, well under its 8 s stop limit.
  const width = heavy ? 1200 : 800;
  const height = heavy ? 900 : 600;
  const bits = heavy ? 15 : 7;
  const raw = Buffer.alloc(width * height * 3);
  const noise = randomBytes(raw.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x + seed * 13) & 255) ^ (noise[i]! & bits);
      raw[i + 1] = ((y + seed * 29) & 255) ^ (noise[i + 1]! & bits);
      raw[i + 2] = ((x ^ y) & 255) ^ (noise[i + 2]! & bits);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function upload(base: string, cookie: string, image: Buffer, description: string): Promise<Response> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "colazione.png");
  form.append("description", description);
  return fetch(`${base}/api/breakfast-images`, { method: "POST", headers: { cookie }, body: form });
}

function login(base: string, username: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username, password }),
  });
}

async function statusOf(res: Promise<Response>): Promise<number> {
  const r = await res;
  await r.arrayBuffer();
  return r.status;
}

const priceShown = (html: string, price: string) => new RegExp(`>${price}\\s€<`).test(html);

describe.skipIf(!enabled)("two server processes on one PostgreSQL and one DATA_DIR, behind nginx", () => {
  let cookie: string;

  beforeAll(async () => {
    database = await scratchDatabase(url!, "bb_multi");
    dataDir = tempDataDir("multi");
    const env = { TRUST_PROXY: "1", GUEST_WRITE_LIMIT: String(GUEST_WRITE_LIMIT) };
    // Started together on an empty database and an empty DATA_DIR: migrations, seed and the
    // address hash key file must each come out once.
    const started = await Promise.allSettled([
      startServerProcess({ port: PORT_A, dataDir, databaseUrl: database.url, env }),
      startServerProcess({ port: PORT_B, dataDir, databaseUrl: database.url, env }),
    ]);
    if (started[0].status === "fulfilled") a = started[0].value;
    if (started[1].status === "fulfilled") b = started[1].value;
    for (const s of started) if (s.status === "rejected") throw s.reason;
    await startNginx();
    cookie = await adminCookie(a!.url);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill("SIGTERM");
      await Promise.race([nginxExited, sleep(5_000)]);
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill("SIGKILL");
    }
    await Promise.all([a?.kill(), b?.kill()]);
    if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("started together: one seed, one of each key (address hashes, guest data, backups), and nginx spreads requests over both", async () => {
    const rooms = await Promise.all(
      [a!.url, b!.url, proxy].map((base) => fetch(`${base}/api/rooms`).then((r) => r.json() as Promise<unknown[]>)),
    );
    expect(rooms.map((r) => r.length)).toEqual([4, 4, 4]);
    expect(fs.readdirSync(path.join(dataDir, "secrets")).sort()).toEqual(["backup.key", "guest-data.key", "ip-hash.key"]);
    const before = accessLog().length;
    const statuses = await Promise.all(Array.from({ length: 4 }, () => statusOf(fetch(`${proxy}/api/rooms`))));
    expect(statuses).toEqual([200, 200, 200, 200]);
    const served = new Set((await logged(before, 4)).map((l) => l.upstreams.at(-1)));
    expect(served).toEqual(new Set([`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`]));
  });

  it("a price changed through one process shows through the other within the documented bound", async () => {
    const pricing = (await (await fetch(`${a!.url}/api/pricing`)).json()) as { roomId: number; season: string; pricePerNight: string }[];
    const entry = pricing[0]!;
    const newPrice = entry.pricePerNight === "987" ? "986" : "987";
    // The other process has the page cached with the old price.
    await statusOf(fetch(`${b!.url}/prezzi`));
    const cached = await fetch(`${b!.url}/prezzi`);
    const cachedHtml = await cached.text();
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(priceShown(cachedHtml, entry.pricePerNight)).toBe(true);
    expect(priceShown(cachedHtml, newPrice)).toBe(false);
    await statusOf(fetch(`${a!.url}/prezzi`));

    const patched = await fetch(`${a!.url}/api/pricing/${entry.roomId}/${entry.season}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ pricePerNight: newPrice }),
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const changedAt = performance.now();

    // The process that took the write shows it at once, on its page and in its API.
    expect(priceShown(await (await fetch(`${a!.url}/prezzi`)).text(), newPrice)).toBe(true);
    const apiPrice = async (url: string) =>
      ((await (await fetch(`${url}/api/pricing`)).json()) as typeof pricing).find(
        (p) => p.roomId === entry.roomId && p.season === entry.season,
      )?.pricePerNight;
    expect(await apiPrice(a!.url)).toBe(newPrice);

    // The other process's cached page and remembered prices (decision 0017): polled until both show the new price.
    let shownAfter: number | undefined;
    let stale = 0;
    while (performance.now() - changedAt < CACHE_BOUND_MS + 1_000) {
      const html = await (await fetch(`${b!.url}/prezzi`)).text();
      if (priceShown(html, newPrice) && (await apiPrice(b!.url)) === newPrice) {
        shownAfter = performance.now() - changedAt;
        break;
      }
      stale++;
      await sleep(20);
    }
    console.log(
      `[figure] multi-process: new price on the other process's /prezzi after ${shownAfter?.toFixed(0)} ms (${stale} stale answer(s) before)`,
    );
    expect(shownAfter).toBeDefined();
    expect(shownAfter!).toBeLessThan(CACHE_BOUND_MS);
    // And through the proxy, whichever process answers.
    for (let i = 0; i < 2; i++) expect(priceShown(await (await fetch(`${proxy}/prezzi`)).text(), newPrice)).toBe(true);
  });

  it("a photo uploaded through one process (over 1 MiB, through nginx) is served by both", async () => {
    const before = accessLog().length;
    const res = await upload(proxy, cookie, await photo(1), "Torta della casa");
    const body = (await res.json()) as { url: string };
    expect(res.status, JSON.stringify(body)).toBe(201);
    const [took] = await logged(before, 1);
    expect(took).toMatchObject({ method: "POST", status: 201 });
    expect(body.url).toMatch(/^\/uploads\/breakfast\/.+\.jpg$/);

    const bodies: Buffer[] = [];
    for (const base of [a!.url, b!.url, proxy]) {
      const img = await fetch(`${base}${body.url}`);
      expect(img.status, `${base}${body.url}`).toBe(200);
      expect(img.headers.get("content-type")).toBe("image/jpeg");
      bodies.push(Buffer.from(await img.arrayBuffer()));
      // Its other forms too, and the list of photos.
      for (const form of ["avif", "webp"]) {
        const other = await fetch(`${base}${body.url.replace(/\.jpg$/, `.${form}`)}`);
        expect(other.status).toBe(200);
        expect(other.headers.get("content-type")).toBe(`image/${form}`);
        await other.arrayBuffer();
      }
      const list = (await (await fetch(`${base}/api/breakfast-images`)).json()) as { url?: string; filename?: string }[];
      expect(JSON.stringify(list)).toContain(body.url.split("/").pop()!);
    }
    expect((await sharp(bodies[0]!).metadata()).width).toBe(800);
    expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
    expect(bodies[2]!.equals(bodies[0]!)).toBe(true);
  });

  it("a session opened on one process holds on the other, and signing out on the other ends it", async () => {
    const session = await adminCookie(a!.url);
    const quotesOnB = await fetch(`${b!.url}/api/quotes`, { headers: { cookie: session } });
    expect(quotesOnB.status).toBe(200);
    await quotesOnB.arrayBuffer();
    expect(await statusOf(fetch(`${b!.url}/api/quotes`))).toBe(401);
    const out = await fetch(`${b!.url}/api/auth/logout`, { method: "POST", headers: { cookie: session } });
    expect(out.status).toBe(200);
    await out.arrayBuffer();
    expect(await statusOf(fetch(`${a!.url}/api/quotes`, { headers: { cookie: session } }))).toBe(401);

    // A browser's sign-in through nginx: its Origin names nginx's host and port, which the
    // server must see as its own (proxy_set_header Host $http_host).
    const browser = await login(proxy, TEST_ADMIN.username, TEST_ADMIN.password, { origin: proxy, "sec-fetch-site": "same-origin" });
    expect(browser.status, await browser.clone().text()).toBe(200);
    const viaProxy = browser.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => statusOf(fetch(`${proxy}/api/quotes`, { headers: { cookie: viaProxy } }))),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it("sign-in limits count the failures taken by both processes together", async () => {
    // One address (as nginx would report it), wrong passwords alternately on each process, a
    // different unknown username each time: the address's limit of 10 holds over both.
    const address = { "x-forwarded-for": "198.51.100.23" };
    const byAddress: number[] = [];
    for (let i = 0; i < 12; i++) byAddress.push(await statusOf(login(i % 2 ? b!.url : a!.url, `nobody-${i}`, "wrong-password-1", address)));
    expect(byAddress).toEqual([...Array(10).fill(401), 429, 429]);
    // Even the right password, from that address, on either process.
    expect(await statusOf(login(a!.url, TEST_ADMIN.username, TEST_ADMIN.password, address))).toBe(429);
    expect(await statusOf(login(b!.url, TEST_ADMIN.username, TEST_ADMIN.password, address))).toBe(429);

    // One username, from a different address each time, alternately on each process.
    const byUser: number[] = [];
    for (let i = 0; i < 12; i++) {
      byUser.push(
        await statusOf(login(i % 2 ? a!.url : b!.url, "ghost", "wrong-password-1", { "x-forwarded-for": `203.0.113.${10 + i}` })),
      );
    }
    expect(byUser).toEqual([...Array(10).fill(401), 429, 429]);
    // Another address is not held up by them.
    expect(await statusOf(login(b!.url, TEST_ADMIN.username, TEST_ADMIN.password, { "x-forwarded-for": "192.0.2.77" }))).toBe(200);
  });

  it("the guest write limit counts quotes taken by both processes together, and nginx's address cannot be spoofed", async () => {
    const quote = (base: string, i: number, headers: Record<string, string>) =>
      statusOf(
        fetch(`${base}/api/quotes`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(validQuote({ email: `guest-${i}@example.com` })),
        }),
      );
    const direct: number[] = [];
    for (let i = 0; i < GUEST_WRITE_LIMIT + 2; i++)
      direct.push(await quote(i % 2 ? b!.url : a!.url, i, { "x-forwarded-for": "198.51.100.99" }));
    expect(direct).toEqual([...Array(GUEST_WRITE_LIMIT).fill(201), 429, 429]);

    // Through nginx, round robin: a client's own X-Forwarded-For is kept on the left, and the
    // server takes the address nginx saw (TRUST_PROXY=1), so new made-up addresses buy nothing.
    const before = accessLog().length;
    const proxied: number[] = [];
    for (let i = 0; i < GUEST_WRITE_LIMIT + 2; i++) proxied.push(await quote(proxy, 100 + i, { "x-forwarded-for": `192.0.2.${i + 1}` }));
    expect(proxied).toEqual([...Array(GUEST_WRITE_LIMIT).fill(201), 429, 429]);
    const served = new Set((await logged(before, proxied.length)).map((l) => l.upstreams.at(-1)));
    expect(served.size).toBe(2);
  });

  it("SIGTERM to one process loses no request in flight at the proxy", async () => {
    const failures: string[] = [];
    const answered: Record<string, number> = {};
    let stopAt = Infinity;
    const count = (name: string, status: number) => {
      if (status < 200 || status >= 300) failures.push(`${name}: ${status}`);
      else answered[name] = (answered[name] ?? 0) + 1;
    };
    const once = async (name: string, request: () => Promise<Response>) => {
      try {
        const res = await request();
        await res.arrayBuffer();
        count(name, res.status);
      } catch (error) {
        const e = error as Error & { cause?: { code?: string } };
        failures.push(`${name}: ${e.cause?.code ?? e.message}`);
      }
    };
    // While `held` is set the loops send nothing new, and `outstanding` counts what they still wait for.
    let held: Promise<void> | undefined;
    let outstanding = 0;
    const loop = async (name: string, request: (i: number) => Promise<Response>) => {
      for (let i = 0; Date.now() < stopAt; i++) {
        if (held) await held;
        outstanding++;
        await once(name, () => request(i));
        outstanding--;
      }
    };
    const images = await Promise.all(Array.from({ length: 8 }, (_, i) => photo(100 + i, i < 4)));
    const pricing = (await (await fetch(`${proxy}/api/pricing`)).json()) as { roomId: number; season: string }[];
    const { roomId, season } = pricing[1]!;

    const logBefore = accessLog().length;
    const loops = Promise.all([
      loop("GET /", () => fetch(`${proxy}/`)),
      loop("GET /", () => fetch(`${proxy}/`)),
      loop("GET /api/rooms", () => fetch(`${proxy}/api/rooms`)),
      loop("GET /api/rooms", () => fetch(`${proxy}/api/rooms`)),
      // Rendered afresh every time (a query string is never cached): the slower pages.
      loop("GET /prezzi?n", (i) => fetch(`${proxy}/prezzi?n=${i}`)),
      loop("GET /camere?n", (i) => fetch(`${proxy}/camere?n=${i}`)),
      // The owner saving prices: PATCH is not retried by nginx once sent.
      loop("PATCH /api/pricing", (i) =>
        fetch(`${proxy}/api/pricing/${roomId}/${season}`, {
          method: "PATCH",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ pricePerNight: String(100 + (i % 50)) }),
        }),
      ),
    ]);
    await sleep(1_000);
    // Heavy photo uploads, in flight when the signal comes. They are sent while the loops hold
    // back, so round robin (one nginx worker, equal weights: A and B in turn) gives exactly two
    // of the four to the process about to stop; nginx picks a process once it has a whole body.
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    while (outstanding > 0) await sleep(2);
    const uploads = Promise.all(
      images.slice(0, 4).map((image, i) => once("POST /api/breakfast-images", () => upload(proxy, cookie, image, `in flight ${i}`))),
    );
    await sleep(150);
    held = undefined;
    release();
    // The stop as README describes it: B marked down and nginx reloaded (its old worker keeps the
    // requests it has in flight), then SIGTERM. Without the reload, connections nginx has just
    // opened to B, still in B's accept queue when it closes its listener, are reset: nginx tries
    // a GET again on A but answers a POST or PATCH with 502.
    const errorLog = () => fs.readFileSync(path.join(nginxDir, "error.log"), "utf8");
    fs.writeFileSync(nginxConf, nginxConfig(nginxDir, true));
    nginx!.kill("SIGHUP");
    const reloadDeadline = Date.now() + 5_000;
    while (!errorLog().includes("reconfiguring") && Date.now() < reloadDeadline) await sleep(10);
    expect(errorLog()).toContain("reconfiguring");
    // What the old worker had already sent to B is accepted by B before B stops listening.
    await sleep(250);
    const signalledAt = Date.now();
    const signalled = performance.now();
    b!.child.kill("SIGTERM");
    stopAt = Date.now() + 2_000;
    // More uploads after the signal, which only the remaining process can take.
    await sleep(300);
    const later = Promise.all(
      images.slice(4).map((image, i) => once("POST /api/breakfast-images", () => upload(proxy, cookie, image, `after ${i}`))),
    );
    const { code, signal } = await b!.exited;
    const exitMs = performance.now() - signalled;
    const exitedAt = Date.now();
    await Promise.all([loops, uploads, later]);

    const total = Object.values(answered).reduce((s, n) => s + n, 0);
    const log = await logged(logBefore, total + failures.length);
    const portB = `127.0.0.1:${PORT_B}`;
    const inFlightAtB = log.filter((l) => l.upstreams.at(-1) === portB && l.start < signalledAt && l.end > signalledAt);
    const retried = log.filter((l) => l.upstreams.length > 1);
    const servedByBAfterExit = log.filter((l) => l.upstreams.at(-1) === portB && l.start > exitedAt);
    console.log(
      `[figure] multi-process SIGTERM: exit after ${exitMs.toFixed(0)} ms (code ${code}); ${total} requests answered through nginx ` +
        `(${JSON.stringify(answered)}), ${failures.length} failed; ${inFlightAtB.length} in flight at the stopping process when signalled ` +
        `(${inFlightAtB.map((l) => `${l.method} ${l.uri.split("?")[0]}`).join(", ")}); ${retried.length} retried by nginx on the other ` +
        `(${retried.map((l) => `${l.method} ${l.uri.split("?")[0]} ${l.upstreamStatuses.join(",")}`).join("; ")})`,
    );
    const photos = log.filter((l) => l.method === "POST");
    console.log(
      `[figure] photo uploads, port and time from the signal: ` +
        photos
          .map((l) => `${l.upstreams.at(-1)?.split(":")[1]} ${(l.start - signalledAt).toFixed(0)}..${(l.end - signalledAt).toFixed(0)} ms`)
          .join("; "),
    );
    const nginxErrors = errorLog()
      .split("\n")
      .filter((l) => l.includes("upstream"));
    if (nginxErrors.length) console.log(`[figure] nginx error log during the stop:\n${nginxErrors.join("\n")}`);
    expect(failures).toEqual([]);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(b!.output()).not.toContain("stopping anyway");
    expect(exitMs).toBeLessThan(10_000);
    // The stop was a real test: requests were being worked on by the stopping process when the signal came.
    expect(inFlightAtB.length).toBeGreaterThan(0);
    expect(servedByBAfterExit).toEqual([]);
    expect(answered["POST /api/breakfast-images"]).toBe(8);
    expect(total).toBeGreaterThan(30);
    // The remaining process is still serving, through nginx too.
    expect(a!.child.exitCode).toBeNull();
    expect(await statusOf(fetch(`${proxy}/api/rooms`))).toBe(200);
  });
});
