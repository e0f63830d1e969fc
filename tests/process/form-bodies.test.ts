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
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < bytes) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe("form bodies on page routes", () => {
  it("a 50 MB POST to each form route (and its .data form) answers 413 in the page's language, and memory stays flat", async () => {
    const before = residentBytes();
    const paths = FORM_ROUTES.flatMap((p) => [p, `${p}.data`]);
    // Four at a time: a few such requests at once used to stop the process.
    for (let i = 0; i < paths.length; i += 4) {
      const answers = await Promise.all(paths.slice(i, i + 4).map((p) => bigPost(p, FIFTY_MB)));
      for (const [j, answer] of answers.entries()) {
        expect(answer.status, paths[i + j]).toBe(413);
        expect(answer.sent, paths[i + j]).toBeLessThan(FIFTY_MB);
      }
    }
    const grown = residentBytes() - before;
    expect(grown, `resident memory grew by ${(grown / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(8 * 1024 * 1024);
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
    const res = await fetch(`${server.url}/preventivo`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    expect([411, 413, 415]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
