import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Shared steps of the rooms, room and prices journeys. */

/** The credentials scripts/e2e-server.mjs starts the server with. */
const ADMIN = { username: "admin", password: "e2e-password-123" };

/** The visitor already chose about cookies, so the banner covers nothing we look at. */
export async function withoutConsentBanner(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString() }),
    ),
  );
}

/** Opens a page and waits until React has taken it over, so buttons respond. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Signs the API client in as the administrator (as the admin panel does). */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const res = await request.post("/api/auth/login", { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}

export async function roomIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/rooms/${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

export async function setBookingLinks(
  request: APIRequestContext,
  slug: string,
  links: { bookingUrl: string | null; airbnbUrl: string | null },
): Promise<void> {
  const res = await request.put(`/api/rooms/${await roomIdOf(request, slug)}/booking-links`, { data: links });
  expect(res.status(), await res.text()).toBe(200);
}

export async function setPrice(
  request: APIRequestContext,
  slug: string,
  season: "high" | "low",
  pricePerNight: string | number,
): Promise<void> {
  const res = await request.patch(`/api/pricing/${await roomIdOf(request, slug)}/${season}`, { data: { pricePerNight } });
  expect(res.status(), await res.text()).toBe(200);
}
