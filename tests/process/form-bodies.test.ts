import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

const PORT = 3520;
const FIFTY_MB = 50 * 1024 * 1024;
const FORM_ROUTES = ["/preventivo", "/quote", "/angebot", "/presupuesto", "/recensione", "/reviews", "/bewertungen", "/resenas"];
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir("form-bodies");
  server = await startServerProcess({ port: PORT, dataDir });
});
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server's resident memory, as the kernel counts it. */
function residentBytes(): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Resident memory once it has stopped moving (two readings 250 ms apart within 1 MB, for at most
 * 10 s): right after start-up the process is still handing back what opening the database took.
 */
async function settledResidentBytes(): Promise<number> {
  let last = residentBytes();
  for (let waited = 0; waited < 10_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = residentBytes();
    if (Math.abs(now - last) < 1024 * 1024) return now;
    last = now;
  }
  return last;
}

type Answer = { status: number; body: string; sent: number };

/**
 * A POST that declares (or streams, when `chunked`) a body of `bytes`, written in 64 KB pieces
 * for as long as the server keeps reading; resolves with the answer once it arrives.
 */
function bigPost(path: string, bytes: number, headers: Record<string, string> = {}, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const piece = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: "127.0.0.1",
      port: PORT,
      path,
      method: "POST",
      agent: false,
      headers: { "content-type": "application/x-www-form-urlencoded", ...(chunked ? {} : { "content-length": String(bytes) }), ...headers },
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        resolve({ status: res.statusCode!, body, sent });
        req.destroy();
      });
    });
    // The server closes the connection after its answer: writing on is expected to fail then.
    req.on("error", (error) => (answered ? undefined : reject(new Error(`${path}: ${error.message} after ${sent} bytes`))));
    // One piece per turn of the event loop, so the answer is read while the body goes out, as a
    // browser does: a loop writing on while the kernel takes it would not look at the answer
    // before the server cuts the connection, and the reset would discard it unread.
    const write = () => {
      if (answered) return;
      if (sent >= bytes) return void req.end();
      sent += piece.length;
      if (req.write(piece)) setImmediate(write);
      else req.once("drain", write);
    };
    write();
  });
}

describe("form bodies on page routes", () => {
  it("a 50 MB POST to each form route (and its .data form) answers 413 in the page's language, and memory stays flat", async () => {
    const paths = FORM_ROUTES.flatMap((p) => [p, `${p}.data`]);
    /** Every path once, four at a time: a few such requests at once used to stop the process. */
    const onePass = async () => {
      for (let i = 0; i < paths.length; i += 4) {
        const answers = await Promise.all(paths.slice(i, i + 4).map((p) => bigPost(p, FIFTY_MB)));
        for (const [j, answer] of answers.entries()) {
          expect(answer.status, paths[i + j]).toBe(413);
          expect(answer.sent, paths[i + j]).toBeLessThan(FIFTY_MB);
        }
      }
    };
    // The first pass also pays for what any first requests cost (route modules, JIT, socket
    // buffers); read whole, its four bodies at a time alone would be 200 MB.
    const start = await settledResidentBytes();
    await onePass();
    const warmed = await settledResidentBytes();
    expect(warmed - start, `first pass: resident memory grew by ${mb(warmed - start)}`).toBeLessThan(48 * 1024 * 1024);
    // Once warm, another 800 MB offered must not keep a body: less than one of them (50 MB) more.
    // The process starts lean since the database is created in a child process (6ffe50c), so the
    // heap and the allocator still grow a little here: 4.5-28.9 MB measured over repeated runs.
    await onePass();
    await onePass();
    const grown = (await settledResidentBytes()) - warmed;
    console.log(`form bodies: first pass +${mb(warmed - start)}, two warm passes +${mb(grown)}`);
    expect(grown, `warm passes: resident memory grew by ${mb(grown)}`).toBeLessThan(48 * 1024 * 1024);
    // Still serving.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("speaks the language of the route: Italian, English, German, Spanish", async () => {
    const expected: Record<string, [string, string]> = {
      "/preventivo": ["it", "Richiesta troppo grande"],
      "/quote": ["en", "Request too large"],
      "/angebot": ["de", "Anfrage zu groß"],
      "/presupuesto": ["es", "Solicitud demasiado grande"],
    };
    for (const [path, [lang, title]] of Object.entries(expected)) {
      const answer = await bigPost(path, 40 * 1024);
      expect(answer.status, path).toBe(413);
      expect(answer.body, path).toContain(`<html lang="${lang}">`);
      expect(answer.body, path).toContain(`<h1>${title}</h1>`);
      expect(answer.body, path).toContain(`href="${path}"`);
    }
  });

  it("refuses a body streamed without a length, and multipart", async () => {
    expect((await bigPost("/preventivo", 10 * 1024 * 1024, {}, true)).status).toBe(411);
    const multipart = await bigPost("/recensione", 1024, { "content-type": "multipart/form-data; boundary=x" });
    expect(multipart.status).toBe(415);
    expect(multipart.body).toContain("solo testo");
  });

  it("lets an ordinary form through", async () => {
    const body = new URLSearchParams({ firstName: "Anna" }).toString();
    const res = await fetch(`${server.url}/preventivo`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect([411, 413, 415]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
