import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { addDays, gotoHydrated, skipConsent, todayInItaly } from "../site/form-helpers";
import { roomIdOf } from "../site/rooms-helpers";
import { ADMIN, expectToast, openPanel, unique } from "./admin-helpers";

/**
 * Availability, the owner's side: the "Disponibilità" tab (a feed served by a real HTTP server on
 * loopback, synced and shown in the month calendar; a block added and removed; the export
 * address; the seasons), then a guest who sees the room taken on the quote form; and the
 * requests tab's 409 when confirming a request whose room is taken, with "Conferma comunque".
 */

const ROOM = { slug: "quattro", name: "Camera Quattro" };

/** Dates of each project's own, away from the other journeys' (room Tre at +40, room Due at +90). */
const offset = (testInfo: TestInfo, base: number) => base + (testInfo.project.name === "phone" ? 0 : 12);

const compact = (date: string) => date.replaceAll("-", "");

/** An Airbnb-like export: one all-day stay (DTEND is the check-out day). */
function airbnbIcs(start: string, end: string): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    `DTEND;VALUE=DATE:${compact(end)}`,
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `UID:1418fb94e984-${compact(start)}@airbnb.com`,
    "SUMMARY:Reserved",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** A feed server on 127.0.0.1 for the length of a test. */
async function serveFeed(body: string): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    if (req.url !== "/calendar.ics") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar.ics`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const monthTitle = (date: string) => {
  const title = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  return title.charAt(0).toUpperCase() + title.slice(1);
};
const dayName = (date: string) =>
  new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** The panel's Disponibilità tab on the test's room. */
async function openAvailability(page: Page): Promise<void> {
  await openPanel(page, "Disponibilità");
  await expect(page.getByRole("heading", { level: 2, name: "Disponibilità" })).toBeVisible();
  await page.getByLabel("Camera", { exact: true }).selectOption({ label: ROOM.name });
  await expect(page.getByRole("region", { name: "Calendari importati" })).toBeVisible();
}

/** Moves the month calendar forward to the month of `date`. */
async function showMonthOf(page: Page, date: string): Promise<void> {
  const calendar = page.getByRole("region", { name: "Calendario del mese" });
  const heading = calendar.getByRole("heading", { level: 4 });
  for (let i = 0; i < 14 && (await heading.textContent()) !== monthTitle(date); i++) {
    await calendar.getByRole("button", { name: "Mese successivo" }).click();
  }
  await expect(heading).toHaveText(monthTitle(date));
}

const dayCell = (page: Page, date: string, what: string) =>
  page.getByRole("region", { name: "Calendario del mese" }).getByRole("cell", { name: `${dayName(date)}: ${what}`, exact: true });

test.describe("Disponibilità: the owner's calendars, blocks and seasons", () => {
  test("opens complete: the first room and the seasons come with the page, nothing is read after it", async ({ page }) => {
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    // As the server sends it: the first room's calendars, month and export address, and the seasons' fields.
    const html = await (await page.request.get("/admin/disponibilita")).text();
    expect(html).not.toContain("Caricamento…");
    expect(html).toContain('aria-labelledby="seasons-title"');
    expect(html).toMatch(/\/api\/calendars\/[A-Za-z0-9_-]{20,64}\.ics/);

    const reads: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) reads.push(`${request.method()} ${pathname}`);
    });
    await gotoHydrated(page, "/admin/disponibilita");
    await expect(page.getByRole("region", { name: "Calendario del mese" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Stagioni e soggiorno minimo" })
        .getByLabel(/alta stagione/i)
        .first(),
    ).toBeVisible();
    expect(reads).toEqual([]);

    // Another room is read when chosen, and the first one again when chosen back (it may have changed meanwhile).
    await page.getByLabel("Camera", { exact: true }).selectOption({ label: ROOM.name });
    await expect(page.getByRole("region", { name: "Calendari importati" })).toBeVisible();
    await expect.poll(() => reads.filter((r) => r.startsWith("GET /api/rooms/")).length).toBe(3);
  });

  test("add a feed, sync it, see its nights; block and unblock; a guest then sees the room taken", async ({ page, browser }, testInfo) => {
    test.slow(); // a sync, two axe runs and a second browser context
    const errors = collectErrors(page);
    const checkIn = addDays(todayInItaly(), offset(testInfo, 60));
    const checkOut = addDays(checkIn, 3);
    const feed = await serveFeed(airbnbIcs(checkIn, checkOut));
    const feedName = `Airbnb ${testInfo.project.name}`;
    const roomId = await (async () => {
      await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
      return roomIdOf(page.request, ROOM.slug);
    })();
    try {
      await openAvailability(page);
      const feeds = page.getByRole("region", { name: "Calendari importati" });

      // A URL that is not a web address is refused under its field, and nothing is stored.
      await feeds.getByRole("button", { name: "Aggiungi calendario" }).click();
      const name = feeds.getByLabel("Nome", { exact: true });
      const url = feeds.getByLabel("Indirizzo del calendario (URL)");
      await expect(name).toBeFocused();
      await name.fill(feedName);
      await url.fill("ftp://example.com/cal.ics");
      await feeds.getByRole("button", { name: "Salva calendari" }).click();
      await expect(url).toHaveAttribute("aria-invalid", "true");
      await expect(url).toBeFocused();
      await expectToast(page, "Errore", /Calendari non salvati/);
      expect(((await (await page.request.get(`/api/rooms/${roomId}/calendars`)).json()) as { feeds: unknown[] }).feeds).toEqual([]);

      await url.fill(feed.url);
      await expect(url).not.toHaveAttribute("aria-invalid", "true");
      await feeds.getByRole("button", { name: "Salva calendari" }).click();
      await expectToast(page, "Calendari salvati");

      await feeds.getByRole("button", { name: "Sincronizza ora" }).click();
      await expectToast(page, "Sincronizzazione completata");
      await expect(feeds.getByRole("status")).toContainText(`${feedName}: riuscita, 1 evento`);
      expect(feed.hits()).toBeGreaterThan(0);
      await expect(feeds.getByText("Ultima sincronizzazione riuscita")).toBeVisible();
      await expect(feeds.getByText("1 evento", { exact: true })).toBeVisible();
      await expect(feeds.getByText("Nessuna sincronizzazione riuscita da più di 6 ore")).toHaveCount(0);

      // The month calendar: the three nights are the feed's, the check-out day is free.
      await showMonthOf(page, checkIn);
      for (let n = 0; n < 3; n++) await expect(dayCell(page, addDays(checkIn, n), feedName)).toBeVisible();
      if (checkOut.slice(0, 7) === checkIn.slice(0, 7)) await expect(dayCell(page, checkOut, "libera")).toBeVisible();
      const legend = page.getByRole("region", { name: "Calendario del mese" }).getByRole("listitem").filter({ hasText: feedName }).first();
      await expect(legend).toBeVisible();

      // The export address, ready to copy.
      const exportUrl = page.getByLabel(`Indirizzo di esportazione di ${ROOM.name}`);
      await expect(exportUrl).toHaveValue(/\/api\/calendars\/[\w-]+\.ics$/);
      await expect(exportUrl).toHaveAttribute("readonly", "");

      // A block of two nights after the stay, with a note; it shows in the calendar and in the list.
      const blocks = page.getByRole("region", { name: "Blocca date" });
      const blockStart = addDays(checkOut, 1);
      const blockEnd = addDays(blockStart, 2);
      const note = unique("Lavori", testInfo.project.name).slice(0, 60);
      // A departure before the first night is refused under its field, which takes the keyboard.
      await blocks.getByLabel("Dal (prima notte)").fill(blockStart);
      await blocks.getByLabel("Al (giorno di partenza)").fill(addDays(blockStart, -1));
      await blocks.getByRole("button", { name: "Blocca date" }).click();
      await expect(blocks.getByLabel("Al (giorno di partenza)")).toHaveAttribute("aria-invalid", "true");
      await expect(blocks.getByLabel("Al (giorno di partenza)")).toBeFocused();
      await expectToast(page, "Errore", /Date non bloccate/);
      await blocks.getByLabel("Al (giorno di partenza)").fill(blockEnd);
      await blocks.getByLabel(/Nota/).fill(note);
      await blocks.getByRole("button", { name: "Blocca date" }).click();
      await expectToast(page, "Date bloccate");
      const list = blocks.getByRole("region", { name: "Blocchi inseriti" });
      await expect(list.getByText(note)).toBeVisible();
      await showMonthOf(page, blockStart);
      await expect(dayCell(page, blockStart, `Blocco: ${note}`)).toBeVisible();

      await expect(page.getByRole("tab", { name: "Disponibilità" })).toHaveAttribute("aria-selected", "true");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page, "Disponibilità tab with a feed and a block");

      await list
        .getByRole("listitem")
        .filter({ hasText: note })
        .getByRole("button", { name: /^Sblocca/ })
        .click();
      await expectToast(page, "Date sbloccate");
      await expect(list.getByText(note)).toHaveCount(0);
      await expect(dayCell(page, blockStart, "libera")).toBeVisible();

      // A guest, with no cookies, asks for those nights on the quote form.
      const guestContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() });
      try {
        const guest = await guestContext.newPage();
        await skipConsent(guest);
        await gotoHydrated(guest, `/preventivo?room=${ROOM.slug}`);
        const room = guest.getByLabel("Camera preferita");
        await expect(room).toHaveValue(ROOM.slug);
        await guest.getByLabel("Arrivo (check-in)", { exact: true }).fill(checkIn);
        await guest.getByLabel("Partenza (check-out)", { exact: true }).fill(addDays(checkIn, 2));
        await expect(guest.getByText("La camera non è disponibile in queste date").first()).toBeVisible();
      } finally {
        await guestContext.close();
      }
      // The browser logs the refused save (400) on its own; nothing else may fail.
      expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    } finally {
      const res = await page.request.put(`/api/rooms/${roomId}/calendars`, { data: { feeds: [] } });
      expect(res.status()).toBe(200);
      await feed.close();
    }
  });

  test("the seasons form shows the stored values and refuses a bad day under its field", async ({ page }) => {
    await openAvailability(page);
    const seasons = page.getByRole("region", { name: "Stagioni e soggiorno minimo" });
    const stored = (await (await page.request.get("/api/settings/seasons")).json()) as {
      highStart: string;
      highEnd: string;
      minNightsHigh: number;
      minNightsLow: number;
    };
    const start = seasons.getByRole("group", { name: "Inizio alta stagione" });
    await expect(start.getByLabel("Inizio alta stagione, giorno")).toHaveValue(String(Number(stored.highStart.slice(3))));
    await expect(start.getByLabel("Inizio alta stagione, mese")).toHaveValue(String(Number(stored.highStart.slice(0, 2))));
    await expect(seasons.getByLabel("Soggiorno minimo in alta stagione (notti)")).toHaveValue(String(stored.minNightsHigh));

    // 31 February does not exist: the message goes under the date, nothing is stored.
    await start.getByLabel("Inizio alta stagione, giorno").selectOption("31");
    await start.getByLabel("Inizio alta stagione, mese").selectOption({ label: "febbraio" });
    await seasons.getByRole("button", { name: "Salva stagioni" }).click();
    await expect(start.getByLabel("Inizio alta stagione, giorno")).toHaveAttribute("aria-invalid", "true");
    await expect(start.getByLabel("Inizio alta stagione, giorno")).toBeFocused();
    await expectToast(page, "Errore", /Stagioni non salvate/);
    await expect(start).toHaveAccessibleDescription(/.+/);
    expect(await (await page.request.get("/api/settings/seasons")).json()).toEqual(stored);

    // The minimum stay saved, then put back.
    await start.getByLabel("Inizio alta stagione, giorno").selectOption(String(Number(stored.highStart.slice(3))));
    await start.getByLabel("Inizio alta stagione, mese").selectOption(String(Number(stored.highStart.slice(0, 2))));
    await seasons.getByLabel("Soggiorno minimo in bassa stagione (notti)").fill(String(stored.minNightsLow + 1));
    await seasons.getByRole("button", { name: "Salva stagioni" }).click();
    await expectToast(page, "Stagioni salvate");
    // The form shows what was stored, with nothing left unsaved.
    await expect(seasons.getByLabel("Soggiorno minimo in bassa stagione (notti)")).toHaveValue(String(stored.minNightsLow + 1));
    await expect(seasons.getByText("Modifiche non salvate")).toBeHidden();
    expect(((await (await page.request.get("/api/settings/seasons")).json()) as { minNightsLow: number }).minNightsLow).toBe(
      stored.minNightsLow + 1,
    );
    const res = await page.request.put("/api/settings/seasons", { data: stored });
    expect(res.status()).toBe(200);
  });

  test("Rigenera indirizzo asks first and changes the address", async ({ page }) => {
    await openAvailability(page);
    const exportUrl = page.getByLabel(`Indirizzo di esportazione di ${ROOM.name}`);
    await expect(exportUrl).toHaveValue(/\.ics$/);
    const before = await exportUrl.inputValue();
    const regenerate = page.getByRole("button", { name: "Rigenera indirizzo" });
    await expect(regenerate).toHaveAttribute("aria-haspopup", "dialog");
    await regenerate.click();
    const dialog = page.getByRole("dialog", { name: "Rigenerare l'indirizzo di esportazione?" });
    await expect(dialog).toContainText("smetterà subito di funzionare");
    // Escape cancels, and focus goes back to the button that asked.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(regenerate).toBeFocused();
    await expect(exportUrl).toHaveValue(before);
    await regenerate.click();
    await expect(dialog.getByRole("button", { name: "Annulla" })).toBeFocused();
    await expectNoAxeViolations(page, "regenerate dialog");
    await dialog.getByRole("button", { name: "Rigenera" }).click();
    await expectToast(page, "Nuovo indirizzo creato");
    await expect(exportUrl).not.toHaveValue(before);
    const path = new URL(before).pathname;
    expect((await page.request.get(path)).status()).toBe(404);
    expect((await page.request.get(new URL(await exportUrl.inputValue()).pathname)).status()).toBe(200);
  });
});

test.describe("Richieste Preventivo: confirming a request whose room is taken", () => {
  test("409: the conflicts are listed, and Conferma comunque confirms deliberately", async ({ page }, testInfo) => {
    test.slow();
    const checkIn = addDays(todayInItaly(), offset(testInfo, 150));
    const checkOut = addDays(checkIn, 3);
    const lastName = unique("Sovrapposta", testInfo.project.name);
    const created = await page.request.post("/api/quotes?lang=it", {
      data: {
        firstName: "Giulia",
        lastName,
        email: `giulia.${Date.now().toString(36)}.${testInfo.project.name}@example.com`,
        phone: null,
        checkIn,
        checkOut,
        guests: 2,
        preferredRoom: ROOM.slug,
        specialRequests: null,
        additionalServices: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: quoteId } = (await created.json()) as { id: number };
    const name = `Giulia ${lastName}`;

    // The owner answers (only an answered request can be confirmed), then closes one of those nights.
    await openPanel(page, "Richieste Preventivo");
    const replied = await page.request.post(`/api/quotes/${quoteId}/reply`, {
      data: { message: "La camera è libera: a presto!", price: "300 €" },
    });
    expect(replied.status(), await replied.text()).toBeLessThan(300);
    const roomId = await roomIdOf(page.request, ROOM.slug);
    const note = `Famiglia ${testInfo.project.name}`;
    const blocked = await page.request.post(`/api/rooms/${roomId}/blocks`, {
      data: { start: addDays(checkIn, 1), end: addDays(checkIn, 2), note },
    });
    expect(blocked.status()).toBe(201);
    const block = (await blocked.json()) as { id: number };
    try {
      await page.goto("/admin?scheda=richieste");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const card = page.getByRole("article", { name, exact: true });
      await card.getByRole("button", { name: "Conferma" }).click();
      const dialog = page.getByRole("dialog", { name: `Confermare la prenotazione di ${name}?` });
      await dialog.getByRole("button", { name: "Conferma", exact: true }).click();

      const alert = dialog.getByRole("alert");
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(`Blocco: ${note}`);
      const [y, m, d] = addDays(checkIn, 1).split("-");
      await expect(alert).toContainText(`${d}/${m}/${y}`);
      expect(((await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as { status: string }).status).toBe("answered");
      await expectNoAxeViolations(page, "room busy dialog");

      await dialog.getByRole("button", { name: "Conferma comunque" }).click();
      await expectToast(page, "Prenotazione confermata");
      await expect(dialog).toBeHidden();
      await expect(card).toContainText("Confermata");
      const stored = (await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as { status: string };
      expect(stored.status).toBe("confirmed");

      // The confirmed request now shows in the room's calendar, linked to it.
      await page.goto("/admin?scheda=disponibilita");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.getByLabel("Camera", { exact: true }).selectOption({ label: ROOM.name });
      await showMonthOf(page, checkIn);
      const link = page
        .getByRole("region", { name: "Calendario del mese" })
        .getByRole("link", { name: new RegExp(`^${dayName(checkIn)}: Richiesta n\\. ${quoteId}`) });
      await expect(link).toHaveAttribute("href", `/admin/richieste/${quoteId}`);
    } finally {
      expect((await page.request.delete(`/api/rooms/${roomId}/blocks/${block.id}`)).status()).toBe(204);
    }
  });
});
