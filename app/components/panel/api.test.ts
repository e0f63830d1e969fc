import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { ApiError, apiUrl, asApiError, callApi, serverDetail } from "~/components/panel/api";
import { apiRoute, operations } from "~/lib/api-contract";

/** Operations of the client's own, so that it is tested apart from any feature. */
const ops = operations({
  setPrice: {
    method: "patch",
    path: "/pricing/:roomId/:season",
    summary: "A price.",
    access: "staff",
    role: "manager",
    params: z.object({ roomId: z.number(), season: z.string() }),
    body: z.object({ pricePerNight: z.string() }),
    answers: { 200: z.object({ ok: z.number() }) },
  },
  upload: {
    method: "post",
    path: "/breakfast-images",
    summary: "A photo.",
    access: "staff",
    role: "manager",
    upload: { file: "image" },
    answers: { 201: null },
  },
  list: {
    method: "get",
    path: "/quotes",
    summary: "A list.",
    access: "staff",
    role: "manager",
    query: z.object({ status: z.string().optional(), page: z.number().optional() }),
    answers: { 200: z.array(z.unknown()) },
  },
  login: {
    method: "post",
    path: "/super-admin/login",
    summary: "A key.",
    access: "public",
    body: z.object({ key: z.string() }),
    answers: { 200: z.object({ success: z.literal(true) }) },
  },
});

/** Their routes, as a feature's generated <feature>.routes.ts gives its own to the panels. */
const probe = {
  setPrice: apiRoute<typeof ops.setPrice>(ops.setPrice.method, ops.setPrice.path),
  upload: apiRoute<typeof ops.upload>(ops.upload.method, ops.upload.path),
  list: apiRoute<typeof ops.list>(ops.list.method, ops.list.path),
  login: apiRoute<typeof ops.login>(ops.login.method, ops.login.path),
};

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body || null, { status, statusText: status === 500 ? "Internal Server Error" : "" }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("callApi", () => {
  it("sends cookies, JSON bodies as JSON, and asks for Italian messages", async () => {
    const fetch = stubFetch(200, JSON.stringify({ ok: 1 }));
    await expect(callApi(probe.setPrice, { params: { roomId: 1, season: "high" }, body: { pricePerNight: "70-85" } })).resolves.toEqual({
      ok: 1,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/pricing/1/high?lang=it");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"pricePerNight":"70-85"}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends FormData as multipart (the browser sets the boundary)", async () => {
    const fetch = stubFetch(201, "");
    const form = new FormData();
    form.append("description", "x");
    await expect(callApi(probe.upload, { body: form })).resolves.toBeUndefined();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("turns an answer that is not ok into an ApiError: 'status: body', with the server's words kept", async () => {
    const body = JSON.stringify({
      error: { code: "validation_error", message: "Alcuni campi non sono validi", fields: { pricePerNight: "Inserisci un prezzo" } },
    });
    stubFetch(400, body);
    const error = await callApi(probe.setPrice, { params: { roomId: 1, season: "high" }, body: { pricePerNight: "x" } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe("validation_error");
    expect(serverDetail(apiError)).toBe("Inserisci un prezzo");
  });

  it("uses the status text when the body is empty, and status 0 when there is no answer at all", async () => {
    stubFetch(500, "");
    await expect(callApi(probe.list)).rejects.toMatchObject({ message: "500: Internal Server Error", status: 500 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(callApi(probe.list)).rejects.toMatchObject({ status: 0 });
  });

  it("keeps how long the server asks to wait (Retry-After), and calls anything else thrown a fault in the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":{"code":"too_many_attempts"}}', { status: 429, headers: { "Retry-After": "840" } })),
    );
    await expect(callApi(probe.login, { body: { key: "x" } })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 840 });
    stubFetch(403, "");
    await expect(callApi(probe.login, { body: { key: "x" } })).rejects.toMatchObject({
      status: 403,
      retryAfterSeconds: null,
    });
    expect(asApiError(new TypeError("boom"))).toMatchObject({ status: -1 });
  });
});

describe("apiUrl", () => {
  it("fills the path's parameters escaped, and leaves out a query value not given", () => {
    expect(apiUrl(probe.setPrice, { params: { roomId: 3, season: "a/b" }, body: { pricePerNight: "1" } })).toBe("/api/pricing/3/a%2Fb");
    expect(apiUrl(probe.list, { query: { status: "nuova", page: undefined } })).toBe("/api/quotes?status=nuova");
    expect(apiUrl(probe.list)).toBe("/api/quotes");
  });
});
