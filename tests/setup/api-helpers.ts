import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";

import { addDays, todayInItaly } from "~/lib/dates";

import type { TestServer } from "./test-server";

/** The error body every API failure answers with (ARCHITECTURE: Errors). */
export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

export type ApiResponse<T> = { status: number; headers: Headers; text: string; body: T };

/** Calls the API and reads the whole body once, as text and (when it parses) as JSON. */
export async function call<T = unknown>(server: TestServer, path: string, init?: RequestInit): Promise<ApiResponse<T>> {
  const res = await server.fetch(path, init);
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: body as T };
}

/** JSON request init; `body` is serialised unless it is already a string. */
export function json(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
}

export function withCookie(init: RequestInit, cookie: string): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), cookie } };
}

/** A calendar date (YYYY-MM-DD) `days` from today where the B&B is, so tests never go stale. */
export function dateFromToday(days: number): string {
  return addDays(todayInItaly(), days);
}

export async function rowCount(server: TestServer, table: PgTable): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** Asserts the response is the API's JSON error with this status and code; returns the error. */
export function expectApiError(res: ApiResponse<unknown>, status: number, code: string): ApiError["error"] {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const body = res.body as ApiError;
  expect(body?.error?.code, res.text).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  expectNoInternals(res.text);
  return body.error;
}

/** A 400 validation error naming `field`; returns that field's message. */
export function expectFieldError(res: ApiResponse<unknown>, field: string): string {
  const error = expectApiError(res, 400, "validation_error");
  expect(error.fields, res.text).toBeDefined();
  expect(Object.keys(error.fields!), res.text).toContain(field);
  return error.fields![field]!;
}

/** No stack trace, file path or SQL ever reaches a client. */
export function expectNoInternals(text: string): void {
  const lower = text.toLowerCase();
  expect(lower).not.toContain("stack");
  expect(lower).not.toContain("select ");
  expect(lower).not.toContain("insert into");
  expect(lower).not.toMatch(/\n\s*at /);
  expect(lower).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.[jt]s:\d+/);
}

/** A valid quote request, dated relative to today. */
export function validQuote(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Giulia",
    lastName: "Rossi",
    email: "giulia.rossi@example.com",
    phone: "+39 333 123 4567",
    checkIn: dateFromToday(10),
    checkOut: dateFromToday(13),
    guests: 2,
    preferredRoom: null,
    specialRequests: null,
    additionalServices: [],
    ...overrides,
  };
}

export function validReview(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    guestName: "Marco Bianchi",
    email: "marco.bianchi@example.com",
    rating: 5,
    title: "Soggiorno splendido",
    comment: "Camera pulita, colazione ottima e posizione perfetta.",
    ...overrides,
  };
}

/** The Set-Cookie header lines for the cookie `name`. */
export function setCookieFor(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

/** The `name=value` pair of a Set-Cookie line, ready for a Cookie header. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0]!;
}
