import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import { MIN_FILL_MS } from "../../../app/lib/bot-check";

/** Shared steps of the quote and review journeys. */

/** The credentials scripts/e2e-server.mjs starts the server with. */
const ADMIN = { username: "admin", password: "e2e-password-123" };

/** Today where the B&B is (Europe/Rome), as the date inputs and the server count it. */
export function todayInItaly(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A value no other test run shares, to find our own row among everything the database holds. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Keeps the cookie banner out of the way: the visitor already chose. */
export async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString() }),
    ),
  );
}

/** Waits until React has taken over the server's HTML, so clicks go through the enhanced form. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  hydratedAt.set(page, Date.now());
}

const hydratedAt = new WeakMap<Page, number>();

/**
 * Waits until the form has been open as long as a person needs to fill it (MIN_FILL_MS): a
 * form sent sooner is taken for a bot's and dropped without a word (app/lib/bot-check.ts).
 */
export async function waitForFillTime(page: Page): Promise<void> {
  const opened = hydratedAt.get(page) ?? Date.now();
  const left = MIN_FILL_MS + 200 - (Date.now() - opened);
  if (left > 0) await page.waitForTimeout(left);
}

/** A field shows this error: red border state, the text below it, and the error in its description. */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId, "aria-describedby names the error").toBeTruthy();
  const error = control.page().locator(`[id="${errorId}"]`);
  await expect(error).toHaveText(message);
  await expect(error).toHaveClass(/field-error/);
  await expect(error).toBeVisible();
}

export async function expectNoFieldError(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute("aria-invalid", "true");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The open toast, inside the "Notifications (F8)" region. */
export function openToast(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ }).locator("[data-state=open]");
}

/** Logs the admin in on this page's request context (its cookie jar is the browser's). */
export async function adminRequest(page: Page): Promise<APIRequestContext> {
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return page.request;
}

/** Holds every request to a path until released: the form stays in its sending state meanwhile. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await gate;
    await route.continue();
  });
  return release;
}
