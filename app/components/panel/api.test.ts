import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError, apiRequest, asApiError, serverDetail } from "~/components/panel/api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body || null, { status, statusText: status === 500 ? "Internal Server Error" : "" }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("apiRequest", () => {
  it("sends cookies, JSON bodies as JSON, and asks for Italian messages", async () => {
    const fetch = stubFetch(200, JSON.stringify({ ok: 1 }));
    await expect(apiRequest("PATCH", "/api/pricing/1/high", { pricePerNight: "70-85" })).resolves.toEqual({ ok: 1 });
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
    await expect(apiRequest("POST", "/api/breakfast-images", form)).resolves.toBeUndefined();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("turns an answer that is not ok into an ApiError: 'status: body', with the server's words kept", async () => {
    const body = JSON.stringify({
      error: { code: "validation_error", message: "Alcuni campi non sono validi", fields: { pricePerNight: "Inserisci un prezzo" } },
    });
    stubFetch(400, body);
    const error = await apiRequest("PATCH", "/api/pricing/1/high", { pricePerNight: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe("validation_error");
    expect(serverDetail(apiError)).toBe("Inserisci un prezzo");
  });

  it("uses the status text when the body is empty, and status 0 when there is no answer at all", async () => {
    stubFetch(500, "");
    await expect(apiRequest("GET", "/api/quotes")).rejects.toMatchObject({ message: "500: Internal Server Error", status: 500 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("GET", "/api/quotes")).rejects.toMatchObject({ status: 0 });
  });

  it("keeps how long the server asks to wait (Retry-After), and calls anything else thrown a fault in the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":{"code":"too_many_attempts"}}', { status: 429, headers: { "Retry-After": "840" } })),
    );
    await expect(apiRequest("POST", "/api/super-admin/login", { key: "x" })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 840 });
    stubFetch(403, "");
    await expect(apiRequest("POST", "/api/super-admin/login", { key: "x" })).rejects.toMatchObject({
      status: 403,
      retryAfterSeconds: null,
    });
    expect(asApiError(new TypeError("boom"))).toMatchObject({ status: -1 });
  });
});
