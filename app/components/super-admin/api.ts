/**
 * The one way the panel talks to the server: JSON in and out, cookies included (the
 * super-admin session is an HttpOnly cookie). Failures are values, not exceptions, so each
 * caller decides which message fits; status 0 means no usable answer (network down).
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; retryAfterSeconds: number | null };

export async function callApi<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "include",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, retryAfterSeconds: null };
  }
  if (!res.ok) {
    const retry = Number(res.headers.get("Retry-After"));
    return { ok: false, status: res.status, retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : null };
  }
  try {
    return { ok: true, data: (await res.json()) as T };
  } catch {
    return { ok: false, status: 0, retryAfterSeconds: null };
  }
}
