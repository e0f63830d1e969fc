import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { validQuote } from "../setup/api-helpers";
import { startServerProcess, tempDataDir, type ServerProcess } from "./server-process";
import { readPglite, storedQuoteEmails } from "./stored-data";

const PORT = 3500;
const BIG_FILE_BYTES = 24 * 1024 * 1024;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir("sigterm");
  // A download too large for the socket buffers: while the client does not read, it is in flight
  // with its headers already sent.
  fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "big.bin"), Buffer.alloc(BIG_FILE_BYTES, 7));
  server = await startServerProcess({ port: PORT, dataDir });
});
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A POST whose body is sent in two halves: the request is in flight until `finish()` is called. */
function slowPost(agent: http.Agent, path: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const req = http.request({
    host: "127.0.0.1",
    port: PORT,
    path,
    method: "POST",
    agent,
    headers: { "content-type": "application/json", "content-length": body.length },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
  });
  req.write(body.subarray(0, 20));
  return { answered, finish: () => req.end(body.subarray(20)) };
}

function get(agent: http.Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path, agent }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      })
      .on("error", reject);
  });
}

describe("SIGTERM with requests in flight", () => {
  it("finishes them, stores every accepted quote, refuses new connections and exits cleanly within 10 s", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    // Idle keep-alive connections, opened before the signal: they must not hold the exit up.
    const warm = await Promise.all([get(agent, "/api/rooms"), get(agent, "/api/rooms"), get(agent, "/api/rooms")]);
    expect(warm.map((w) => w.status)).toEqual([200, 200, 200]);

    const download = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: PORT, path: "/uploads/big.bin", agent }, (res) => {
          res.pause();
          resolve(res);
        })
        .on("error", reject);
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers.connection).toBe("keep-alive");

    const slow = slowPost(agent, "/api/quotes", validQuote({ email: "slow@example.com" }));

    // A burst of quotes over keep-alive connections, running across the signal.
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let sent = 0;
    let refused = 0;
    let stopAt = Infinity;
    const worker = async (w: number) => {
      for (let i = 0; Date.now() < stopAt; i++) {
        const email = `burst-${w}-${i}@example.com`;
        sent++;
        try {
          const res = await fetch(`${server.url}/api/quotes`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validQuote({ email })),
          });
          statuses.push(res.status);
          await res.text();
          if (res.ok) acknowledged.push(email);
        } catch {
          refused++; // connection refused or closed: the request was never accepted
          return;
        }
      }
    };
    const workers = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    await new Promise((r) => setTimeout(r, 400));

    const signalled = performance.now();
    server.child.kill("SIGTERM");
    stopAt = Date.now() + 1_000;
    await new Promise((r) => setTimeout(r, 300));

    // A new connection after the signal is refused (or cut), never answered.
    const late = await new Promise<string>((resolve) => {
      http
        .get({ host: "127.0.0.1", port: PORT, path: "/api/rooms", agent: false }, (res) => resolve(`answered ${res.statusCode}`))
        .on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    expect(late).toMatch(/^(ECONNREFUSED|ECONNRESET)$/);

    // The request that was in flight when the signal came still completes, and closes its connection.
    slow.finish();
    const slowAnswer = await slow.answered;
    expect(slowAnswer.status, slowAnswer.body).toBe(201);
    expect(slowAnswer.headers.connection).toBe("close");
    acknowledged.push("slow@example.com");

    // The download whose headers went out before the signal still arrives whole; its connection,
    // idle afterwards, must not hold the exit up either.
    let downloaded = 0;
    download.on("data", (chunk: Buffer) => (downloaded += chunk.length));
    await new Promise((resolve, reject) => download.on("end", resolve).on("error", reject).resume());
    expect(downloaded).toBe(BIG_FILE_BYTES);

    await workers;
    const { code, signal } = await server.exited;
    const exitMs = Math.round(performance.now() - signalled);
    agent.destroy();
    console.log(
      `[figure] SIGTERM → exit ${exitMs} ms (code ${code}); quotes sent ${sent}, acknowledged ${acknowledged.length}, refused after the signal ${refused}`,
    );
    expect(server.output()).not.toContain("stopping anyway");
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const stored = await readPglite(dataDir, storedQuoteEmails);
    console.log(`[figure] SIGTERM: quotes acknowledged ${acknowledged.length}, stored ${stored.size}`);
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(5);
  });
});
