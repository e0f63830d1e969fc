import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliDecompressSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runObservatory } from "../../bench/lib/observatory.mjs";
import { validQuote } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

/**
 * docs/operations.md, "Putting the site online": the files of deploy/ in front of the built
 * site, on loopback. The site runs with the settings of deploy/bnb.service (its Environment=
 * lines, on another port and data folder); Caddy runs deploy/Caddyfile and nginx
 * deploy/nginx.conf, with only the domain, the ports and (nginx) the certificate paths
 * replaced. Caddy issues the certificates from its own local CA (what `tls internal` does, for
 * every site), and every client here trusts that CA's root and nothing else of Caddy's.
 * Not tested here, because it needs a public domain: obtaining the certificate from Let's
 * Encrypt (Caddy's ACME, or certbot for nginx).
 * Opt-in: HTTPS_DEPLOY=1 (.ci/run sets it, and installs caddy and nginx). The Observatory is
 * installed from npm on first use, as `npm run bench` does.
 */
const enabled = process.env.HTTPS_DEPLOY === "1";
const CADDY = process.env.CADDY ?? (fs.existsSync("/usr/bin/caddy") ? "/usr/bin/caddy" : "caddy");
const NGINX = process.env.NGINX ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

const SITE_PORT = 3241;
/** The domain and the www. name the test gives the site: the domain is loopback's address, so every client (the Observatory too) reaches it without a DNS record. */
const DOMAIN = "127.0.0.1";
const WWW = "www.bnb.test";

type Proxy = {
  name: "Caddy" | "nginx";
  http: number;
  https: number;
  /** Two client addresses on loopback (the kernel answers for all of 127.0.0.0/8) for this proxy's rate-limit test. */
  clients: [string, string];
};
const PROXIES: Proxy[] = [
  { name: "Caddy", http: 3480, https: 3443, clients: ["127.0.0.2", "127.0.0.3"] },
  { name: "nginx", http: 3481, https: 3444, clients: ["127.0.0.4", "127.0.0.5"] },
];
const originOf = (proxy: Proxy) => `https://${DOMAIN}:${proxy.https}`;

let work: string;
let dataDir: string;
let site: ServerProcess | undefined;
const daemons: { name: string; child: ChildProcess; exited: Promise<unknown> }[] = [];
/** Caddy's local CA: the only root the clients here trust. */
let caRoot: string;
let caddyData: string;

/** Replaces every `from` in `text`, and fails when there is none: a shipped file that changed shape must not quietly go untested. */
function replaceAll(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy file: ${String(from)} not found`);
  return typeof from === "string"
    ? text.split(from).join(to)
    : text.replace(new RegExp(from.source, `${from.flags.replace("g", "")}g`), to);
}

/** deploy/bnb.service's Environment= lines. */
function unitEnvironment(): Record<string, string> {
  const unit = fs.readFileSync(path.join(ROOT, "deploy/bnb.service"), "utf8");
  // The test starts the entry the unit starts.
  expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node build\/server\/index\.js$/m);
  return Object.fromEntries([...unit.matchAll(/^Environment=([A-Z_]+)=(\S*)$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** deploy/Caddyfile with the test's domain, www. name, ports and site port. */
function caddySites(proxy: Proxy): string {
  let text = fs.readFileSync(path.join(ROOT, "deploy/Caddyfile"), "utf8");
  text = replaceAll(text, "www.casabrezza.example", `${WWW}:${proxy.https}`);
  text = replaceAll(text, "casabrezza.example", `${DOMAIN}:${proxy.https}`);
  return replaceAll(text, "127.0.0.1:3000", `127.0.0.1:${SITE_PORT}`);
}

/** deploy/nginx.conf with the test's names, loopback ports, site port and, per server block, the certificate Caddy issued for its name. */
function nginxSites(proxy: Proxy): string {
  let text = fs.readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  text = replaceAll(text, /^\s*listen \[::\]:\d+.*\n/m, "");
  text = replaceAll(text, /listen 80;/, `listen 127.0.0.1:${proxy.http};`);
  text = replaceAll(text, /listen 443 /, `listen 127.0.0.1:${proxy.https} `);
  text = replaceAll(text, "https://casabrezza.example$request_uri", `https://${DOMAIN}:${proxy.https}$request_uri`);
  text = replaceAll(text, "server_name www.casabrezza.example;", `server_name ${WWW};`);
  text = replaceAll(text, "server_name casabrezza.example www.casabrezza.example;", `server_name ${DOMAIN} ${WWW};`);
  text = replaceAll(text, "server_name casabrezza.example;", `server_name ${DOMAIN};`);
  text = replaceAll(text, "proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${SITE_PORT};`);
  // certbot's one certificate for both names; Caddy issued one per name.
  const blocks = text.split(/(?=^server \{)/m);
  return blocks
    .map((block) => {
      const name = /server_name (\S+?)[ ;]/.exec(block)?.[1];
      if (!name || !block.includes("ssl_certificate")) return block;
      const dir = path.join(caddyData, "caddy/certificates/local", name);
      block = replaceAll(block, "/etc/letsencrypt/live/casabrezza.example/fullchain.pem", path.join(dir, `${name}.crt`));
      return replaceAll(block, "/etc/letsencrypt/live/casabrezza.example/privkey.pem", path.join(dir, `${name}.key`));
    })
    .join("");
}

async function startDaemon(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
): Promise<void> {
  let output = "";
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.once("exit", resolve).once("error", resolve));
  daemons.push({ name, child, exited });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await ready()) return;
    await sleep(50);
  }
  throw new Error(`${name} did not start (${command}):\n${output}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

type Answer = { status: number; httpVersion: string; headers: [string, string][]; body: Buffer };
const header = (answer: Answer, name: string) => answer.headers.filter(([n]) => n === name).map(([, v]) => v);

let calls = 0;
/** curl, trusting Caddy's root only; `args` before the URL. */
async function curl(url: string, args: string[] = []): Promise<Answer> {
  const n = calls++;
  const headersFile = path.join(work, `curl-${n}.headers`);
  const bodyFile = path.join(work, `curl-${n}.body`);
  const { stdout } = await run(
    "curl",
    ["-sS", "--cacert", caRoot, "-D", headersFile, "-o", bodyFile, "-w", "%{http_code} %{http_version}", ...args, url],
    { timeout: 30_000 },
  );
  const [status, httpVersion] = stdout.trim().split(" ");
  // The last block: an upload over HTTP/1.1 may be answered "100 Continue" first.
  const block = fs
    .readFileSync(headersFile, "utf8")
    .trim()
    .split(/\r?\n\r?\n/)
    .at(-1)!;
  const headers = block
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    });
  return {
    status: Number(status),
    httpVersion: httpVersion!,
    headers,
    body: fs.existsSync(bodyFile) ? fs.readFileSync(bodyFile) : Buffer.alloc(0),
  };
}

/** An uncompressed PNG over 1 MiB (nginx's default body limit), different every time. */
async function photo(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const raw = randomBytes(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i % 2400) / 10) ^ (raw[i]! & 7);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe.skipIf(!enabled)("the site behind deploy/'s Caddyfile and nginx.conf, over HTTPS on loopback", () => {
  beforeAll(async () => {
    work = tempDataDir("https");
    dataDir = path.join(work, "site");
    const { PORT: _port, DATA_DIR: _dataDir, ...unit } = unitEnvironment();
    expect(unit).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", TRUST_PROXY: "1" });
    // As in production: APP_MODE unset (HSTS, Secure cookies), the default guest write limit.
    site = await startServerProcess({ port: SITE_PORT, dataDir, env: { ...unit, APP_MODE: "", GUEST_WRITE_LIMIT: "" } });

    // Caddy in a home of its own (its CA, certificates and autosave under the test's folder),
    // never installing its root into the system's trust store.
    const caddy = PROXIES[0]!;
    const home = path.join(work, "caddy-home");
    caddyData = path.join(home, "data");
    caRoot = path.join(caddyData, "caddy/pki/authorities/local/root.crt");
    fs.mkdirSync(home);
    fs.writeFileSync(path.join(work, "sites.Caddyfile"), caddySites(caddy));
    fs.writeFileSync(
      path.join(work, "Caddyfile"),
      [
        "{",
        "\tadmin off",
        `\thttp_port ${caddy.http}`,
        "\tdefault_bind 127.0.0.1",
        "\tlocal_certs",
        "\tskip_install_trust",
        "}",
        `import ${path.join(work, "sites.Caddyfile")}`,
        "",
      ].join("\n"),
    );
    const caddyEnv = { ...process.env, HOME: home, XDG_DATA_HOME: caddyData, XDG_CONFIG_HOME: path.join(home, "config") };
    const certFor = (name: string) => path.join(caddyData, "caddy/certificates/local", name, `${name}.crt`);
    await startDaemon(
      "caddy",
      CADDY,
      ["run", "--adapter", "caddyfile", "--config", path.join(work, "Caddyfile")],
      caddyEnv,
      async () => fs.existsSync(caRoot) && fs.existsSync(certFor(DOMAIN)) && fs.existsSync(certFor(WWW)) && (await listening(caddy.https)),
    );

    // nginx with the certificates Caddy issued, in a prefix of its own.
    const nginx = PROXIES[1]!;
    fs.writeFileSync(path.join(work, "sites.nginx.conf"), nginxSites(nginx));
    const root = process.getuid?.() === 0;
    fs.writeFileSync(
      path.join(work, "nginx.conf"),
      `
${root ? "user root;" : ""}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log notice;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  # As Debian's /etc/nginx/nginx.conf has it: the site file must turn it off.
  gzip on;
  include ${path.join(work, "sites.nginx.conf")};
}
`,
    );
    await startDaemon(
      "nginx",
      NGINX,
      ["-p", work, "-e", path.join(work, "nginx-error.log"), "-c", path.join(work, "nginx.conf"), "-g", "daemon off;"],
      process.env,
      async () => (await listening(nginx.https)) && (await listening(nginx.http)),
    );
  });

  afterAll(async () => {
    for (const { child, exited } of daemons.reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    await site?.kill();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it("the certificate comes from Caddy's CA only: curl refuses it against the system's roots", async () => {
    const refused = await run("curl", ["-sS", "-o", "/dev/null", `${originOf(PROXIES[0]!)}/`]).then(
      () => 0,
      (error: { code?: number }) => error.code,
    );
    // 60: the peer's certificate cannot be verified.
    expect(refused).toBe(60);
  });

  describe.each(PROXIES)("behind $name", (proxy) => {
    const origin = originOf(proxy);

    it("serves the home page over HTTPS (HTTP/2), with one Strict-Transport-Security and the site's own compression", async () => {
      const page = await curl(`${origin}/`, ["-H", "accept-encoding: br, gzip"]);
      expect(page.status).toBe(200);
      expect(page.httpVersion).toBe("2");
      // Sent by the site, not the proxy: exactly once, and for at least the six months the Observatory asks.
      const hsts = header(page, "strict-transport-security");
      expect(hsts).toEqual(["max-age=63072000; includeSubDomains"]);
      // Brotli, as the site compressed it: neither left out nor compressed again by the proxy.
      expect(header(page, "content-encoding")).toEqual(["br"]);
      const html = brotliDecompressSync(page.body).toString("utf8");
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      // The site knows it is served over https at the proxy's address (X-Forwarded-Proto and Host).
      expect(header(page, "content-security-policy")[0]).toContain(`connect-src ${origin}/api/visits `);
      expect(html).toContain(`${origin}/`);
    });

    it("redirects http:// to the same address over https://, and www. to the bare domain", async () => {
      const plain = await curl(`http://${DOMAIN}:${proxy.http}/camere?vista=mare`);
      expect(plain.status).toBe(308);
      expect(header(plain, "location")).toEqual([`${origin}/camere?vista=mare`]);

      const resolve = ["--resolve", `${WWW}:${proxy.https}:127.0.0.1`, "--resolve", `${WWW}:${proxy.http}:127.0.0.1`];
      const www = await curl(`https://${WWW}:${proxy.https}/prezzi?x=1`, resolve);
      expect([301, 308]).toContain(www.status);
      expect(header(www, "location")).toEqual([`${origin}/prezzi?x=1`]);
      const plainWww = await curl(`http://${WWW}:${proxy.http}/prezzi`, resolve);
      expect([301, 308]).toContain(plainWww.status);
      expect(header(plainWww, "location")[0]).toMatch(
        new RegExp(`^https://(${WWW}|${DOMAIN.replaceAll(".", "\\.")}):${proxy.https}/prezzi$`),
      );
    });

    it("the rate limits count each client's own address; what a client writes in X-Forwarded-For counts for nothing", async () => {
      const [first, second] = proxy.clients;
      const quote = (client: string, i: number, forwardedFor: string) =>
        curl(`${origin}/api/quotes`, [
          "--interface",
          client,
          "-H",
          "content-type: application/json",
          "-H",
          `x-forwarded-for: ${forwardedFor}`,
          "--data-binary",
          JSON.stringify(validQuote({ email: `guest-${proxy.name}-${client}-${i}@example.com` })),
        ]).then((a) => a.status);
      // GUEST_WRITE_LIMIT's default, 20 an hour: the first client makes up a new address every
      // time, then claims to be the second client, then loopback itself.
      const limit = 20;
      const statuses: number[] = [];
      for (let i = 0; i < limit; i++) statuses.push(await quote(first, i, `198.51.100.${i + 1}`));
      statuses.push(await quote(first, limit, second));
      statuses.push(await quote(first, limit + 1, "127.0.0.1"));
      expect(statuses).toEqual([...Array(limit).fill(201), 429, 429]);
      // The second client has its whole allowance: the site tells the two apart through the proxy
      // (with TRUST_PROXY unset both would be the proxy's 127.0.0.1, and this would be 429).
      expect(await quote(second, 0, first)).toBe(201);
    });

    it("takes a photo upload (over 1 MiB) with the owner's session, and serves it back", async () => {
      // Signed in as a browser would: its Origin is the proxy's, which the site must take for its own.
      const browser = ["-H", `origin: ${origin}`, "-H", "sec-fetch-site: same-origin"];
      const login = await curl(`${origin}/api/auth/login`, [
        ...browser,
        "-H",
        "content-type: application/json",
        "--data-binary",
        JSON.stringify(TEST_ADMIN),
      ]);
      expect(login.status, login.body.toString()).toBe(200);
      const cookies = header(login, "set-cookie");
      // NODE_ENV=production: the session cookie is for https only.
      expect(cookies.some((c) => /;\s*secure/i.test(c))).toBe(true);
      const cookie = cookies.map((c) => c.split(";")[0]).join("; ");

      const file = path.join(work, `photo-${proxy.name}.png`);
      fs.writeFileSync(file, await photo());
      expect(fs.statSync(file).size).toBeGreaterThan(1024 * 1024);
      const upload = await curl(`${origin}/api/breakfast-images`, [
        ...browser,
        "-H",
        `cookie: ${cookie}`,
        "-F",
        `image=@${file};type=image/png`,
        "-F",
        `description=Colazione via ${proxy.name}`,
      ]);
      expect(upload.status, upload.body.toString()).toBe(201);
      const { url } = JSON.parse(upload.body.toString()) as { url: string };
      expect(url).toMatch(/^\/uploads\/breakfast\/.+\.jpg$/);

      const viaProxy = await curl(`${origin}${url}`);
      expect(viaProxy.status).toBe(200);
      expect(header(viaProxy, "content-type")).toEqual(["image/jpeg"]);
      const direct = Buffer.from(await (await fetch(`${site!.url}${url}`)).arrayBuffer());
      expect(viaProxy.body.equals(direct)).toBe(true);
      expect((await sharp(viaProxy.body).metadata()).width).toBe(800);
    });

    it("scores A+ on MDN's HTTP Observatory over HTTPS, with no test failing", async () => {
      const started = performance.now();
      const result = await runObservatory({
        root: ROOT,
        host: DOMAIN,
        ports: { http: proxy.http, https: proxy.https },
        caFile: caRoot,
        log: (line: string) => console.log(line),
      });
      console.log(
        `[figure] Observatory behind ${proxy.name}: grade ${result.grade}, score ${result.score}, ` +
          `${result.testsPassed}/${result.testsQuantity} tests passed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      expect([...result.failed, ...result.failedHttpsOnly]).toEqual([]);
      expect(result.testsPassed).toBe(result.testsQuantity);
      expect(result.grade).toBe("A+");
      const test = (id: string) => result.tests.find((t: { id: string }) => t.id === id);
      expect(test("redirection")).toMatchObject({ pass: true, result: "redirection-to-https" });
      expect(test("strict-transport-security")).toMatchObject({ pass: true, result: "hsts-implemented-max-age-at-least-six-months" });
    });
  });
});
