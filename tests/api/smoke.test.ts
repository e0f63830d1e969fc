import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GET /api/rooms", () => {
  it("lists the four seeded rooms in order", async () => {
    const res = await server.fetch("/api/rooms");
    expect(res.status).toBe(200);
    const rooms = (await res.json()) as { slug: string }[];
    expect(rooms.map((r) => r.slug)).toEqual(["uno", "due", "tre", "quattro"]);
  });
});
