import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

export const ADMIN = { username: "admin", password: "e2e-password-123" } as const;
/** The housekeeping account the journeys' server is seeded with (scripts/e2e-seed.ts). */
export const HOUSEKEEPER = { username: "pulizie@example.com", password: "e2e-pulizie-123" } as const;

/** The panel's sections in the navigation's order: the spec's six first, then the house's, then the data's; the account's own last. */
export const TABS = [
  "Gestione Prezzi",
  "Gallerie Camere",
  "Richieste Preventivo",
  "Foto Colazione",
  "Recensioni",
  "Impostazioni",
  "Arrivi e partenze",
  "Camere da preparare",
  "Adempimenti",
  "Camere",
  "Disponibilità",
  "Struttura",
  "Backup",
  "Utenti",
  "Registro accessi",
  "Il mio account",
] as const;
export type TabName = (typeof TABS)[number];

/** Signs in through the API (the browser context keeps the session cookie) and opens the panel. */
export async function openPanel(page: Page, tab: TabName = "Gestione Prezzi"): Promise<void> {
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.status()).toBe(200);
  await page.goto("/admin");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await openTab(page, tab);
}

const SECTION_PATHS: Record<TabName, string> = {
  "Gestione Prezzi": "/admin/prezzi",
  "Gallerie Camere": "/admin/gallerie",
  "Richieste Preventivo": "/admin/richieste",
  "Foto Colazione": "/admin/colazione",
  Recensioni: "/admin/recensioni",
  Impostazioni: "/admin/impostazioni",
  "Arrivi e partenze": "/admin/arrivi",
  "Camere da preparare": "/admin/pulizie",
  Adempimenti: "/admin/adempimenti",
  Camere: "/admin/camere",
  Disponibilità: "/admin/disponibilita",
  Struttura: "/admin/struttura",
  Backup: "/admin/backup",
  Utenti: "/admin/utenti",
  "Registro accessi": "/admin/registro",
  "Il mio account": "/admin/account",
};

/**
 * Opens a section through its tab, and waits for the section's page to come alive: a tab is a
 * link, so a click before hydration loads the section as a new document, whose buttons answer
 * only once it has hydrated in turn.
 */
export async function openTab(page: Page, tab: TabName): Promise<void> {
  // "Recensioni" carries a badge with the number pending ("Recensioni 2 in attesa"); "Camere" is
  // not "Camere da preparare".
  const trigger = page.getByRole("tab", { name: new RegExp(`^${tab}(\\s+\\d+\\s.*)?$`) });
  await trigger.click();
  await expect(page).toHaveURL(new RegExp(`${SECTION_PATHS[tab]}(\\?.*)?$`));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(trigger).toHaveAttribute("aria-selected", "true");
}

/** Signs in through the login form, as the owner does. */
export async function loginWithForm(page: Page, password: string = ADMIN.password): Promise<void> {
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
}

/**
 * The toast on screen (one at a time) with this title and, when given, this description; then
 * closes it, as the owner would, so it neither covers the next button on a phone nor answers
 * for the next action's toast.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = page.getByRole("region", { name: /Notifications/ });
  const toast: Locator = region.getByRole("listitem").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
  await toast.getByRole("button", { name: "Chiudi" }).click();
  await expect(toast).toBeHidden();
}

/** A real JPEG of a colour nobody else used, so each upload is a new photo (content-hashed names). */
export async function jpeg(width = 1200, height = 800): Promise<Buffer> {
  const background = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, "0")}`;
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A calendar date `days` from today (YYYY-MM-DD) and how the panel prints it (DD/MM/YYYY). */
export function futureDate(days: number): { iso: string; shown: string } {
  const d = new Date(Date.now() + days * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  const [y, m, day] = iso.split("-");
  return { iso, shown: `${day}/${m}/${y}` };
}

export type ApiRoom = { id: number; slug: string; name: string; images: string[]; bookingUrl: string | null; airbnbUrl: string | null };

export async function apiRoom(page: Page, slug: string): Promise<ApiRoom> {
  const res = await page.request.get(`/api/rooms/${slug}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiRoom;
}

/** A per-run, per-project tag so both projects (phone, desktop) make their own records. */
export function unique(prefix: string, project: string): string {
  return `${prefix} ${project} ${Date.now().toString(36)}`;
}
