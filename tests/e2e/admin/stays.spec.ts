import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { roomIdOf } from "../site/rooms-helpers";
import { expectToast, openPanel } from "./admin-helpers";

/**
 * Stays, the owner's side: a booking imported from Airbnb's calendar (served on loopback)
 * registered from the month calendar's "Registra soggiorno", found in "Arrivi e partenze" on its
 * day, changed, cancelled; before it is registered, the day shows "Airbnb, ospite non registrato".
 */

const ROOM = { slug: "uno", name: "Camera Uno" };

/** Dates of each project's own, away from the other journeys'. */
const offset = (testInfo: TestInfo) => (testInfo.project.name === "phone" ? 200 : 215);

const compact = (date: string) => date.replaceAll("-", "");
const shown = (date: string) => date.split("-").reverse().join("/");

async function serveAirbnb(start: string, end: string): Promise<{ url: string; close: () => Promise<void> }> {
  const body = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    `UID:stay-${compact(start)}@airbnb.com`,
    "SUMMARY:Reserved",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const server = http.createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/calendar" }).end(body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const monthTitle = (date: string) => {
  const title = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  return title.charAt(0).toUpperCase() + title.slice(1);
};

async function showMonthOf(page: Page, date: string): Promise<void> {
  const calendar = page.getByRole("region", { name: "Calendario del mese" });
  const heading = calendar.getByRole("heading", { level: 4 });
  for (let i = 0; i < 14 && (await heading.textContent()) !== monthTitle(date); i++) {
    await calendar.getByRole("button", { name: "Mese successivo" }).click();
  }
  await expect(heading).toHaveText(monthTitle(date));
}

/** "Arrivi e partenze" on a chosen day. */
async function showDay(page: Page, date: string): Promise<void> {
  await page.getByLabel("Un altro giorno").fill(date);
  await page.getByRole("button", { name: "Mostra" }).click();
  await expect(page).toHaveURL(new RegExp(`giorno=${date}`));
}

test("an Airbnb booking: unregistered on its day, registered from the calendar, changed and cancelled", async ({ page }, testInfo) => {
  test.slow(); // a sync, three axe runs
  const errors = collectErrors(page);
  const checkIn = addDays(todayInItaly(), offset(testInfo));
  const checkOut = addDays(checkIn, 3);
  const feed = await serveAirbnb(checkIn, checkOut);
  const guest = `Lea Brunner ${testInfo.project.name}`;
  await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
  const roomId = await roomIdOf(page.request, ROOM.slug);
  try {
    expect(
      (await page.request.put(`/api/rooms/${roomId}/calendars`, { data: { feeds: [{ name: "Airbnb", url: feed.url }] } })).status(),
    ).toBe(200);
    expect((await page.request.post(`/api/rooms/${roomId}/calendars/sync`)).status()).toBe(200);

    // The day of arrival, before the owner registers it: the channel's booking, with no name.
    await openPanel(page, "Arrivi e partenze");
    await expect(page.getByRole("heading", { level: 3, name: /^Oggi, / })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: /^Domani, / })).toBeVisible();
    await showDay(page, checkIn);
    const day = page.getByRole("region", { name: `Giorno scelto, ${shown(checkIn)}` });
    const arrivals = day.getByRole("region", { name: /^Arrivi/ });
    await expect(arrivals.getByRole("listitem").filter({ hasText: ROOM.name })).toContainText("Airbnb, ospite non registrato");
    await expectNoAxeViolations(page, "arrivals with an unregistered booking");

    // From the calendar: "Registra soggiorno" opens the form with the room, dates and channel.
    await page.goto("/admin/disponibilita");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel("Camera", { exact: true }).selectOption({ label: ROOM.name });
    await showMonthOf(page, checkIn);
    await page.getByRole("link", { name: new RegExp(`^Registra soggiorno: Airbnb dal `) }).click();
    await expect(page).toHaveURL(/\/admin\/arrivi\?/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.getByRole("form", { name: "Registra un soggiorno" });
    await expect(form.getByLabel("Camera")).toHaveValue(String(roomId));
    await expect(form.getByLabel("Arrivo")).toHaveValue(checkIn);
    await expect(form.getByLabel("Partenza")).toHaveValue(checkOut);
    await expect(form.getByLabel("Provenienza")).toHaveValue("airbnb");

    // No name: refused under the field, nothing stored.
    await form.getByRole("button", { name: "Registra soggiorno" }).click();
    const name = form.getByLabel("Nome dell'ospite di riferimento");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(form.getByText("Scrivi il nome dell'ospite di riferimento")).toBeVisible();
    await expectNoAxeViolations(page, "new stay with errors");

    await name.fill(guest);
    await form.getByLabel("Ospiti").selectOption("2");
    await form.getByLabel("Lingua delle e-mail all'ospite").selectOption("de");
    await form.getByRole("textbox", { name: /^E-mail dell'ospite/ }).fill("lea.brunner@example.com");
    await form.getByRole("button", { name: "Registra soggiorno" }).click();
    await expectToast(page, "Soggiorno registrato");
    await expect(page.getByRole("heading", { level: 2, name: `Soggiorno di ${guest}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/arrivi\/\d+$/);
    const stayId = Number(page.url().split("/").pop());
    await expect(page.getByRole("region", { name: "Dettagli" })).toContainText("Tedesco");
    await expectNoAxeViolations(page, "stay page");

    // On its day, the arrival is the stay, linked; the channel's unnamed booking is gone.
    await page.goto(`/admin/arrivi?giorno=${checkIn}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Within the chosen day: today's card also lists each room with its cleaning status.
    const item = page
      .getByRole("region", { name: `Giorno scelto, ${shown(checkIn)}` })
      .getByRole("region", { name: /^Arrivi/ })
      .getByRole("listitem")
      .filter({ hasText: ROOM.name });
    await expect(item).toContainText("2 ospiti · Airbnb");
    await expect(item).not.toContainText("ospite non registrato");
    await item.getByRole("link", { name: `Apri il soggiorno di ${guest}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Soggiorno di ${guest}` })).toBeVisible();

    // One night more: saved; then cancelled, its nights free again.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const edit = page.getByRole("form", { name: "Modifica il soggiorno" });
    await edit.getByLabel("Partenza").fill(addDays(checkOut, 1));
    await edit.getByRole("button", { name: "Salva modifiche" }).click();
    await expectToast(page, "Soggiorno aggiornato");
    const stored = (await (await page.request.get(`/api/stays/${stayId}`)).json()) as { checkOut: string; status: string };
    expect(stored.checkOut).toBe(addDays(checkOut, 1));

    await page.getByRole("button", { name: "Annulla soggiorno" }).click();
    const dialog = page.getByRole("dialog", { name: `Annullare il soggiorno di ${guest}?` });
    await dialog.getByRole("button", { name: "Annulla soggiorno" }).click();
    await expectToast(page, "Soggiorno annullato");
    await expect(page.getByText("Annullato", { exact: true })).toBeVisible();
    expect(((await (await page.request.get(`/api/stays/${stayId}`)).json()) as { status: string }).status).toBe("cancelled");

    await page.getByRole("button", { name: "Elimina" }).click();
    await page
      .getByRole("dialog", { name: `Eliminare il soggiorno di ${guest}?` })
      .getByRole("button", { name: "Elimina" })
      .click();
    await expectToast(page, "Soggiorno eliminato");
    await expect(page).toHaveURL(/\/admin\/arrivi$/);
    expect((await page.request.get(`/api/stays/${stayId}`)).status()).toBe(404);
    // The one refused save is the only error the browser reports.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  } finally {
    await page.request.put(`/api/rooms/${roomId}/calendars`, { data: { feeds: [] } });
    await feed.close();
  }
});

test("a request that names no room is confirmed into the room the owner chooses, and arrives on its day", async ({ page }, testInfo) => {
  const checkIn = addDays(todayInItaly(), offset(testInfo) + 6);
  const firstName = "Jonas";
  const lastName = `Keller ${testInfo.project.name}`;
  const created = await page.request.post("/api/quotes?lang=de", {
    data: {
      firstName,
      lastName,
      email: `jonas.${testInfo.project.name}@example.com`,
      phone: null,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 2,
      preferredRoom: null,
      specialRequests: null,
      additionalServices: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
  expect((await page.request.post(`/api/quotes/${id}/reply`, { data: { message: "Gerne!", price: "200" } })).status()).toBe(200);
  let stayId: number | undefined;
  try {
    await page.goto(`/admin/richieste/${id}`);
    // The request's history opens from its address: seen, then closed.
    await expect(page.getByRole("dialog", { name: `Cronologia della richiesta di ${firstName} ${lastName}` })).toBeVisible();
    await page.keyboard.press("Escape");
    const card = page.getByRole("article", { name: `${firstName} ${lastName}`, exact: true });
    await card.getByRole("button", { name: "Conferma" }).click();
    const dialog = page.getByRole("dialog", { name: `Confermare la prenotazione di ${firstName} ${lastName}?` });
    const room = dialog.getByLabel("Camera");
    await dialog.getByRole("button", { name: "Conferma", exact: true }).click();
    await expect(dialog.getByText("Scegli la camera prima di confermare")).toBeVisible();
    await expect(room).toBeFocused();
    await expect(room).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "confirmation without a room");
    expect(((await (await page.request.get(`/api/quotes/${id}`)).json()) as { status: string }).status).toBe("answered");

    await room.selectOption({ label: ROOM.name });
    await dialog.getByRole("button", { name: "Conferma", exact: true }).click();
    await expectToast(page, "Prenotazione confermata");
    const detail = (await (await page.request.get(`/api/quotes/${id}`)).json()) as { stay: { id: number; roomId: number } };
    stayId = detail.stay.id;
    expect(detail.stay.roomId).toBe(await roomIdOf(page.request, ROOM.slug));

    await page.goto(`/admin/arrivi?giorno=${checkIn}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const item = page
      .getByRole("region", { name: /^Arrivi/ })
      .getByRole("listitem")
      .filter({ hasText: `${firstName} ${lastName}` });
    await expect(item).toContainText(ROOM.name);
    await expect(item).toContainText("Richiesta dal sito");
    await item.getByRole("link", { name: `Apri il soggiorno di ${firstName} ${lastName}` }).click();
    await expect(page.getByRole("link", { name: `Richiesta n. ${id}` })).toHaveAttribute("href", `/admin/richieste/${id}`);
  } finally {
    if (stayId) await page.request.delete(`/api/stays/${stayId}`);
  }
});
