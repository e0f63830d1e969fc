import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import {
  addDays,
  adminRequest,
  expectFieldError,
  gotoHydrated,
  openToast,
  skipConsent,
  todayInItaly,
  unique,
  waitForFillTime,
} from "./form-helpers";
import { roomIdOf } from "./rooms-helpers";

/**
 * Availability, the guests' side: the room page's next three months, free and taken nights, readable
 * without JavaScript; the quote form marking a taken room and the post refused with the
 * translated message, with and without JavaScript; "no preference" always goes through; the
 * owner's minimum stay on the prices page and in the form.
 */

const ROOM = { slug: "tre", name: "Camera Tre" };
/** Three nights well inside the three months the room page shows, away from the other journeys' dates. */
const START = 40;
const NIGHTS = 3;

type Block = { id: number; roomId: number };

async function blockNights(api: APIRequestContext, start: string, end: string): Promise<Block> {
  const roomId = await roomIdOf(api, ROOM.slug);
  const res = await api.post(`/api/rooms/${roomId}/blocks`, { data: { start, end, note: "e2e availability" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Block;
}

async function unblock(api: APIRequestContext, block: Block): Promise<void> {
  const res = await api.delete(`/api/rooms/${block.roomId}/blocks/${block.id}`);
  expect(res.status()).toBe(204);
}

/** Blocks the room's nights for the test, and frees them after, whatever happens. */
async function withBusyRoom(page: Page, run: (stay: { checkIn: string; checkOut: string }) => Promise<void>): Promise<void> {
  const api = await adminRequest(page);
  const checkIn = addDays(todayInItaly(), START);
  const checkOut = addDays(checkIn, NIGHTS);
  const block = await blockNights(api, checkIn, checkOut);
  try {
    await run({ checkIn, checkOut });
  } finally {
    await unblock(await adminRequest(page), block);
  }
}

const monthTitle = (date: string, lang: string) => {
  const title = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  return title.charAt(0).toUpperCase() + title.slice(1);
};
const dayOf = (date: string) => Number(date.slice(8, 10));

/** The day's cell in its month's table: its accessible name says the number and free or taken. */
function dayCell(page: Page, date: string, lang: string, state: string) {
  const table = page.getByRole("table", { name: monthTitle(date, lang) });
  return table.getByRole("cell", { name: `${dayOf(date)}, ${state}`, exact: true });
}

const CALENDAR = {
  it: { path: `/camere/${ROOM.slug}`, title: "Disponibilità", free: "Libera", busy: "Occupata" },
  en: { path: `/rooms/${ROOM.slug}`, title: "Availability", free: "Available", busy: "Taken" },
} as const;

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

test.describe("the room page's availability, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["it", "en"] as const) {
    test(`${lang}: three months, the blocked nights taken, the check-out day free, a legend`, async ({ page }) => {
      const texts = CALENDAR[lang];
      await withBusyRoom(page, async ({ checkIn, checkOut }) => {
        await page.goto(texts.path);
        const section = page.getByRole("region", { name: texts.title });
        await expect(section).toBeVisible();
        await expect(section.getByRole("list", { name: lang === "it" ? "Legenda" : "Legend" }).getByRole("listitem")).toHaveText([
          new RegExp(`${texts.free}$`),
          new RegExp(`${texts.busy}$`),
        ]);
        const tables = section.getByRole("table");
        await expect(tables).toHaveCount(3);
        const today = todayInItaly();
        await expect(tables.first().locator("caption")).toHaveText(monthTitle(today, lang));
        // Monday first, the days named in full for screen readers.
        await expect(tables.first().getByRole("columnheader").first()).toContainText(lang === "it" ? "lunedì" : "Monday");
        for (let n = 0; n < NIGHTS; n++) await expect(dayCell(page, addDays(checkIn, n), lang, texts.busy)).toBeVisible();
        await expect(dayCell(page, checkOut, lang, texts.free)).toBeVisible();
        await expect(dayCell(page, addDays(checkIn, -1), lang, texts.free)).toBeVisible();
        await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
        // Not colour alone: a taken night is struck through.
        await expect(dayCell(page, checkIn, lang, texts.busy)).toHaveCSS("text-decoration-line", "line-through");
        await expect(dayCell(page, checkOut, lang, texts.free)).toHaveCSS("text-decoration-line", "none");
      });
    });
  }
});

test("the room page with its calendar has no axe violations", async ({ page }) => {
  await withBusyRoom(page, async () => {
    await gotoHydrated(page, CALENDAR.it.path);
    await page.getByRole("region", { name: CALENDAR.it.title }).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, "room page with availability");
  });
});

const QUOTE = {
  it: {
    path: "/preventivo",
    labels: {
      firstName: "Nome",
      lastName: "Cognome",
      email: "Email",
      checkIn: "Arrivo (check-in)",
      checkOut: "Partenza (check-out)",
      guests: "Ospiti",
      room: "Camera preferita",
    },
    unavailable: "— non disponibile",
    busy: "La camera non è disponibile in queste date",
    noPreference: "Nessuna preferenza",
    submit: "Invia richiesta",
    sent: "Richiesta inviata con successo!",
    minStayForm: "Per queste date il soggiorno minimo è di 3 notti",
    minStayError: "In questo periodo il soggiorno minimo è di 3 notti",
  },
  en: {
    path: "/quote",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      checkIn: "Arrival (check-in)",
      checkOut: "Departure (check-out)",
      guests: "Guests",
      room: "Preferred room",
    },
    unavailable: "— not available",
    busy: "The room is not available on these dates",
    noPreference: "No preference",
    submit: "Send request",
    sent: "Request sent successfully!",
    minStayForm: "The minimum stay for these dates is 3 nights",
    minStayError: "The minimum stay in this period is 3 nights",
  },
} as const;
type QuoteLang = keyof typeof QUOTE;

/** The room's label carries "(optional)" after it. */
const field = (page: Page, lang: QuoteLang, name: keyof (typeof QUOTE)["it"]["labels"]) =>
  page.getByLabel(QUOTE[lang].labels[name], { exact: name !== "room" });

async function fillGuest(page: Page, lang: QuoteLang, stay: { checkIn: string; checkOut: string }): Promise<string> {
  const email = `${unique("availability")}@example.com`;
  await field(page, lang, "firstName").fill("Anna");
  await field(page, lang, "lastName").fill("Bianchi");
  await field(page, lang, "email").fill(email);
  await field(page, lang, "checkIn").fill(stay.checkIn);
  await field(page, lang, "checkOut").fill(stay.checkOut);
  await field(page, lang, "guests").selectOption("2");
  return email;
}

for (const lang of ["it", "en"] as const) {
  const texts = QUOTE[lang];

  test(`${lang}: the quote form marks the taken room, the post is refused under the field, "no preference" goes through`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await withBusyRoom(page, async (stay) => {
      await gotoHydrated(page, `${texts.path}?room=${ROOM.slug}`);
      const select = field(page, lang, "room");
      await expect(select).toHaveValue(ROOM.slug);
      await fillGuest(page, lang, { checkIn: stay.checkIn, checkOut: addDays(stay.checkIn, 2) });
      await expect(select.locator(`option[value="${ROOM.slug}"]`)).toContainText(texts.unavailable);
      await expect(select.locator('option[value="uno"]')).not.toContainText(texts.unavailable);
      await expect(page.getByText(texts.busy)).toBeVisible();
      await expect(select).toHaveAccessibleDescription(new RegExp(texts.busy));

      // Another room: no message; back to the taken one: the message again.
      await select.selectOption("uno");
      await expect(page.getByText(texts.busy)).toBeHidden();
      await select.selectOption(ROOM.slug);
      await expect(page.getByText(texts.busy)).toBeVisible();

      // Sent anyway: the server refuses it, under the field, in the page's language.
      await waitForFillTime(page);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: texts.submit }).click(),
      ]);
      expect(answer.status()).toBe(400);
      const error = page.locator("#field-preferredRoom-error");
      await expect(error).toContainText(texts.busy);
      await expect(select).toHaveAttribute("aria-invalid", "true");

      // Dates the room is free on: the mark goes away.
      await field(page, lang, "checkIn").fill(addDays(stay.checkOut, 1));
      await field(page, lang, "checkOut").fill(addDays(stay.checkOut, 3));
      await expect(select.locator(`option[value="${ROOM.slug}"]`)).not.toContainText(texts.unavailable);

      // Back on the taken dates with no preference: the request goes through.
      await field(page, lang, "checkIn").fill(stay.checkIn);
      await field(page, lang, "checkOut").fill(addDays(stay.checkIn, 2));
      await select.selectOption("");
      await expect(select).toHaveValue("");
      await page.getByRole("button", { name: texts.submit }).click();
      await expect(openToast(page)).toContainText(texts.sent);
    });
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });
}

test("the quote form with a taken room has no axe violations", async ({ page }) => {
  await withBusyRoom(page, async (stay) => {
    await gotoHydrated(page, `/preventivo?room=${ROOM.slug}`);
    await fillGuest(page, "it", stay);
    await expect(page.getByText(QUOTE.it.busy)).toBeVisible();
    await expectNoAxeViolations(page, "quote form with a taken room");
  });
});

test.describe("the quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a taken room is refused under the field; no preference goes through", async ({ page }) => {
    await withBusyRoom(page, async (stay) => {
      await page.goto(`/preventivo?room=${ROOM.slug}`);
      await fillGuest(page, "it", stay);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: QUOTE.it.submit }).click(),
      ]);
      expect(answer.status()).toBe(400);
      await expectFieldError(field(page, "it", "room"), (await page.locator("#field-preferredRoom-error").textContent()) ?? "");
      await expect(page.locator("#field-preferredRoom-error")).toContainText(QUOTE.it.busy);
      await expect(field(page, "it", "room"), "the choice comes back").toHaveValue(ROOM.slug);
      await expect(field(page, "it", "checkIn")).toHaveValue(stay.checkIn);

      await field(page, "it", "room").selectOption("");
      await page.getByRole("button", { name: QUOTE.it.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: QUOTE.it.sent })).toBeVisible();
    });
  });
});

test.describe("the owner's minimum stay", () => {
  type Seasons = { highStart: string; highEnd: string; minNightsHigh: number; minNightsLow: number };

  async function withMinStay(page: Page, run: () => Promise<void>): Promise<void> {
    const api = await adminRequest(page);
    const before = (await (await api.get("/api/settings/seasons")).json()) as Seasons;
    const res = await api.put("/api/settings/seasons", { data: { ...before, minNightsHigh: 3, minNightsLow: 3 } });
    expect(res.status(), await res.text()).toBe(200);
    try {
      await run();
    } finally {
      expect((await (await adminRequest(page)).put("/api/settings/seasons", { data: before })).status()).toBe(200);
    }
  }

  test("the prices page says it per season, in Italian and in English", async ({ page }) => {
    await withMinStay(page, async () => {
      await page.goto("/prezzi");
      for (const name of ["Alta stagione", "Bassa stagione"]) {
        await expect(page.getByRole("region", { name })).toContainText("Soggiorno minimo: 3 notti");
      }
      await page.goto("/rates");
      await expect(page.getByRole("region", { name: "High season" })).toContainText("Minimum stay: 3 nights");
    });
  });

  for (const lang of ["it", "en"] as const) {
    test(`${lang}: the quote form says it before the post, and the post is refused under the check-out`, async ({ page }) => {
      await withMinStay(page, async () => {
        const texts = QUOTE[lang];
        const checkIn = addDays(todayInItaly(), START + 10);
        await gotoHydrated(page, texts.path);
        await fillGuest(page, lang, { checkIn, checkOut: addDays(checkIn, 2) });
        await expect(page.getByText(texts.minStayForm)).toBeVisible();
        await expect(field(page, lang, "checkOut")).toHaveAccessibleDescription(new RegExp(texts.minStayForm));
        await waitForFillTime(page);
        await page.getByRole("button", { name: texts.submit }).click();
        await expectFieldError(field(page, lang, "checkOut"), texts.minStayError);
        await field(page, lang, "checkOut").fill(addDays(checkIn, 3));
        await expect(page.getByText(texts.minStayForm)).toBeHidden();
      });
    });
  }
});
