import fs from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiRoutesSource, ROUTED_FEATURES, routesFile } from "../../scripts/api-routes-source";
import { allOperations, openApiDocument } from "../../server/api/openapi";
import { openApiMarkdown } from "../../server/api/openapi-markdown";
import { mountedOperations } from "../../server/api/route";
import { AnswerChecker } from "../setup/answer-check";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `GET\|PUT /api/stays/{id}/guests` and the like, as docs/product.md's API table writes them. */
function productEndpoints(): string[] {
  const text = fs.readFileSync("docs/product.md", "utf8");
  const found = new Set<string>();
  for (const [, methods, path] of text.matchAll(
    /`((?:GET|POST|PUT|PATCH|DELETE)(?:\\\|(?:GET|POST|PUT|PATCH|DELETE))*) (\/api\/[^`?\s]+)/g,
  )) {
    for (const method of methods!.split("\\|")) found.add(`${method} ${template(path!)}`);
  }
  return [...found].sort();
}

/** A path with its parameters' names dropped: `/rooms/{slug}` and `/rooms/{id}` are one address. */
const template = (path: string) => path.replace(/\{\w+\}/g, "{}");

describe("the API's contract", () => {
  it("GET /api/openapi.json is a valid OpenAPI 3.1 document", async () => {
    const res = await server.fetch("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("holds every endpoint docs/product.md lists", () => {
    const documented = new Set(
      allOperations().map(({ op }) => `${op.method.toUpperCase()} ${template(`/api${op.path.replace(/:(\w+)/g, "{$1}")}`)}`),
    );
    const listed = productEndpoints();
    expect(listed.length).toBeGreaterThan(80);
    expect(listed.filter((endpoint) => !documented.has(endpoint))).toEqual([]);
  });

  it("names each operation's access, and the owner's operations refuse a caller without a session", async () => {
    const owners = allOperations().filter(({ op }) => op.access === "staff");
    expect(owners.length).toBeGreaterThan(40);
    for (const { id, op } of owners.filter(({ op }) => !op.ownGuard)) {
      const path = op.path.replace(/:(\w+)/g, (_, name: string) => (name === "date" ? "2026-12-06" : name === "name" ? "x.tar" : "1"));
      const res = await server.fetch(`/api${path}`, { method: op.method.toUpperCase() });
      expect(res.status, id).toBe(401);
    }
  });

  it("is exactly what the server mounts: no route without its operation, no operation without its route", () => {
    const mounted = new Set(mountedOperations());
    const declared = allOperations().map(({ op }) => op);
    expect(declared.filter((op) => !mounted.has(op)).map((op) => `${op.method} ${op.path}`)).toEqual([]);
    expect([...mounted].filter((op) => !declared.includes(op)).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it("docs/api.md is the document rendered as it is now (npm run api:doc)", () => {
    expect(fs.readFileSync("docs/api.md", "utf8")).toBe(openApiMarkdown(openApiDocument()));
  });

  it.each(ROUTED_FEATURES)(
    "%s.routes.ts, the panels' routes, is the feature's operations as they are now (npm run api:doc)",
    async (feature) => {
      expect(fs.readFileSync(routesFile(feature), "utf8")).toBe(await apiRoutesSource(feature));
    },
  );
});

describe("the answer check every test's server.fetch runs", () => {
  const checker = new AnswerChecker();
  const url = (path: string) => new URL(path, "http://127.0.0.1");

  it("lets a room through as the server sends it", async () => {
    const res = await fetch(new URL("/api/rooms", server.url));
    await expect(checker.check("GET", url("/api/rooms"), res)).resolves.toBeUndefined();
  });

  it("fails an answer whose field was renamed without its schema", async () => {
    const rooms = (await (await fetch(new URL("/api/rooms", server.url))).json()) as Record<string, unknown>[];
    const { name, ...rest } = rooms[0]!;
    const drifted = Response.json({ ...rest, title: name });
    await expect(checker.check("GET", url(`/api/rooms/${String(rest.slug)}`), drifted)).rejects.toThrow(
      /must have required property 'name'/,
    );
  });

  it("fails an answer that sends a field the schema does not name", async () => {
    const rooms = (await (await fetch(new URL("/api/rooms", server.url))).json()) as Record<string, unknown>[];
    const leaked = Response.json([{ ...rooms[0], passwordHash: "x" }]);
    await expect(checker.check("GET", url("/api/rooms"), leaked)).rejects.toThrow(/passwordHash/);
  });

  it("fails a success status the operation does not declare, and an error without the error body", async () => {
    await expect(checker.check("POST", url("/api/rooms"), Response.json({}, { status: 200 }))).rejects.toThrow(/does not declare/);
    await expect(checker.check("GET", url("/api/rooms"), Response.json({ message: "no" }, { status: 500 }))).rejects.toThrow(/error/);
  });

  it("lets a path the document lacks answer only a refusal with the error body", async () => {
    const broken = await fetch(new URL("/api/reviews//approve", server.url), {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{broken",
    });
    expect(broken.status).toBe(400);
    await expect(checker.check("PATCH", url("/api/reviews//approve"), broken)).resolves.toBeUndefined();
    await expect(checker.check("GET", url("/api/nowhere"), Response.json({ ok: true }))).rejects.toThrow(/no such operation/);
    await expect(checker.check("GET", url("/api/nowhere"), new Response("gone", { status: 404 }))).rejects.toThrow(/declares/);
  });
});
