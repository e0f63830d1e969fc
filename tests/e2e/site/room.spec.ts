import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { openHydrated, setBookingLinks, signInAsAdmin, withoutConsentBanner } from "./rooms-helpers";

const BOOKING_SOON = "I link di prenotazione per questa camera saranno disponibili a breve.";

test.beforeEach(async ({ page }) => {
  await withoutConsentBanner(page);
});

const pricesPanel = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("room details", () => {
  test("name, guests, description and the season prices per night, in Italian", async ({ page }) => {
    const errors = collectErrors(page);
    await openHydrated(page, "/camere/uno");
    await expect(page.getByRole("heading", { level: 1, name: "Camera Uno" })).toBeVisible();
    await expect(page.getByText("Fino a 2 ospiti")).toBeVisible();
    await expect(page.getByText(/Una camera matrimoniale silenziosa affacciata sul giardino/)).toBeVisible();
    const prices = pricesPanel(page, "Prezzi a notte");
    await expect(prices.getByRole("term")).toHaveText([/Alta stagione\s*giugno – settembre/, /Bassa stagione\s*ottobre – maggio/]);
    await expect(prices.getByRole("definition")).toHaveText([/85 €\s*a notte/, /60 €\s*a notte/]);
    expect(errors).toEqual([]);
  });

  test("in English: translated description, 'per night' and month names", async ({ page }) => {
    await page.goto("/rooms/due");
    await expect(page.getByRole("heading", { level: 1, name: "Camera Due" })).toBeVisible();
    await expect(page.getByText("Up to 4 guests")).toBeVisible();
    await expect(page.getByText(/Our largest room, with two double beds/)).toBeVisible();
    const prices = pricesPanel(page, "Prices per night");
    await expect(prices.getByRole("term")).toHaveText([/High season\s*June – September/, /Low season\s*October – May/]);
    await expect(prices.getByRole("definition")).toHaveText([/€140\s*per night/, /€100\s*per night/]);
  });

  test("every amenity with the comfort, nearby and additional services", async ({ page }) => {
    await page.goto("/camere/due");
    await expect(page.getByRole("region", { name: "Servizi della camera" }).getByRole("listitem")).toHaveText([
      "Bagno privato con vasca",
      "Balcone",
      "Wi-Fi gratuito",
      "TV a schermo piatto",
      "Aria condizionata",
      "Minibar",
    ]);
    await expect(page.getByRole("region", { name: "Comfort inclusi" }).getByRole("listitem")).toHaveCount(4);
    const nearby = page.getByRole("region", { name: "Nei dintorni" }).getByRole("listitem");
    await expect(nearby).toHaveText([
      /Aeroporto\s*2 km · 5 min in auto/,
      /Stazione\s*2 km · 5 min in auto/,
      /Spiaggia\s*5 min in auto/,
      /Navetta gratuita/,
    ]);
    const extras = page.getByRole("region", { name: "Servizi aggiuntivi" });
    for (const name of ["Navetta aeroporto", "Noleggio bici", "Pranzo al sacco", "Deposito bagagli"]) {
      await expect(extras.getByRole("heading", { name })).toBeVisible();
    }
  });

  test("the quote button preselects the room; the contact button leads to contact", async ({ page }) => {
    await page.goto("/camere/tre");
    await expect(page.getByRole("link", { name: "Richiedi un preventivo" })).toHaveAttribute("href", "/preventivo?room=tre");
    await expect(page.getByRole("link", { name: "Contattaci" })).toHaveAttribute("href", "/contatti");
    await page.goto("/zimmer/tre");
    await expect(pricesPanel(page, "Preise pro Nacht").getByRole("link", { name: "Angebot anfordern" })).toHaveAttribute(
      "href",
      "/angebot?room=tre",
    );
  });
});

test.describe("booking links", () => {
  test("without links, the Italian notice shows in every language", async ({ page }) => {
    await page.goto("/camere/quattro");
    await expect(page.getByText(BOOKING_SOON)).toBeVisible();
    await expect(page.getByRole("link", { name: /Booking\.com|Airbnb/ })).toHaveCount(0);
    await page.goto("/rooms/quattro");
    await expect(page.getByText(BOOKING_SOON)).toBeVisible();
    await expect(page.getByText("Booking links for this room will be available soon.")).toBeVisible();
  });

  test("with links, two buttons open the booking sites in a new tab", async ({ page, request }) => {
    await signInAsAdmin(request);
    await setBookingLinks(request, "tre", {
      bookingUrl: "https://www.booking.com/hotel/it/casa-brezza.html",
      airbnbUrl: "https://www.airbnb.it/rooms/123456",
    });
    try {
      await page.goto("/camere/tre");
      const booking = page.getByRole("link", { name: "Prenota su Booking.com (si apre in una nuova scheda)" });
      const airbnb = page.getByRole("link", { name: "Prenota su Airbnb (si apre in una nuova scheda)" });
      await expect(booking).toHaveAttribute("href", "https://www.booking.com/hotel/it/casa-brezza.html");
      await expect(airbnb).toHaveAttribute("href", "https://www.airbnb.it/rooms/123456");
      for (const link of [booking, airbnb]) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      await expect(page.getByText(BOOKING_SOON)).toHaveCount(0);

      await page.goto("/rooms/tre");
      await expect(page.getByRole("link", { name: "Book on Booking.com (opens in a new tab)" })).toBeVisible();
    } finally {
      await setBookingLinks(request, "tre", { bookingUrl: null, airbnbUrl: null });
    }
  });

  test("with only one link, only that button shows", async ({ page, request }) => {
    await signInAsAdmin(request);
    await setBookingLinks(request, "uno", { bookingUrl: null, airbnbUrl: "https://www.airbnb.com/rooms/42" });
    try {
      await page.goto("/rooms/uno");
      await expect(page.getByRole("link", { name: /Airbnb/ })).toHaveAttribute("href", "https://www.airbnb.com/rooms/42");
      await expect(page.getByRole("link", { name: /Booking\.com/ })).toHaveCount(0);
    } finally {
      await setBookingLinks(request, "uno", { bookingUrl: null, airbnbUrl: null });
    }
  });
});

test.describe("gallery and viewer", () => {
  const viewer = (page: Page) => page.getByRole("dialog", { name: /Foto di Camera Due|Photos of Camera Due/ });

  test("a main photo and 4 thumbnails; 'view all' only above 5 photos", async ({ page }) => {
    await page.goto("/camere/due");
    const gallery = page.getByRole("button", { name: /apri la foto \d di 6 a schermo intero/ });
    await expect(gallery).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Vedi tutte le foto (6)" })).toBeVisible();
    await page.goto("/camere/uno");
    await expect(page.getByRole("button", { name: /apri la foto \d di 5 a schermo intero/ })).toHaveCount(5);
    await expect(page.getByRole("button", { name: /Vedi tutte le foto/ })).toHaveCount(0);
  });

  test("the viewer counts, wraps around both ways, follows the arrow keys, enlarges and closes on Escape", async ({ page }) => {
    await openHydrated(page, "/camere/due");
    const viewAll = page.getByRole("button", { name: "Vedi tutte le foto (6)" });
    await viewAll.click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Foto 1 di 6")).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", /\S/);

    await dialog.getByRole("button", { name: "Foto precedente" }).click();
    await expect(dialog.getByText("Foto 6 di 6")).toBeVisible();
    await dialog.getByRole("button", { name: "Foto successiva" }).click();
    await expect(dialog.getByText("Foto 1 di 6")).toBeVisible();
    await dialog.getByRole("button", { name: "Foto successiva" }).click();
    await expect(dialog.getByText("Foto 2 di 6")).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText("Foto 6 di 6")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Foto 1 di 6")).toBeVisible();

    const enlarge = dialog.getByRole("button", { name: "Ingrandisci" });
    await expect(enlarge).toHaveAttribute("aria-pressed", "false");
    const fitted = (await dialog.getByRole("img").boundingBox())!.width;
    await enlarge.click();
    await expect(enlarge).toHaveAttribute("aria-pressed", "true");
    await expect(enlarge).toHaveAttribute("title", "Adatta allo schermo");
    await expect.poll(async () => (await dialog.getByRole("img").boundingBox())!.width).toBeGreaterThan(fitted * 1.3);
    await expectNoAxeViolations(page, "the open photo viewer");
    // Enlarged, the arrow keys pan the photo instead of changing it.
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Foto 1 di 6")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(viewAll).toBeFocused();
    // Opened again from the keyboard, it starts fitted to the screen.
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Foto 1 di 6")).toBeVisible();
    await expect(enlarge).toHaveAttribute("aria-pressed", "false");
    await expect(enlarge).toHaveAttribute("title", "Ingrandisci");
  });

  test("a thumbnail opens the viewer on its own photo, and the close button closes it", async ({ page }) => {
    await openHydrated(page, "/rooms/due");
    const thumbnail = page.getByRole("button", { name: /open photo 3 of 6 full screen/ });
    await thumbnail.click();
    const dialog = viewer(page);
    await expect(dialog.getByText("Photo 3 of 6")).toBeVisible();
    // The caption under the photo is its description.
    const alt = await dialog.getByRole("img").getAttribute("alt");
    await expect(dialog.getByText(alt!, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // Back to the photo that opened it, whichever was shown last.
    await expect(thumbnail).toBeFocused();
  });

  test("on a phone, swiping left and right changes photo", async ({ page, isMobile }) => {
    test.skip(!isMobile, "touch gestures are a phone's");
    await openHydrated(page, "/camere/due");
    await page.getByRole("button", { name: "Vedi tutte le foto (6)" }).click();
    const dialog = viewer(page);
    const swipe = (fromX: number, toX: number) =>
      dialog.getByRole("img").evaluate(
        (el, [from, to]) => {
          const at = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
          el.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [at(from)], changedTouches: [at(from)] }));
          el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [at(to)] }));
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(dialog.getByText("Foto 2 di 6")).toBeVisible();
    await swipe(100, 300);
    await swipe(100, 300);
    await expect(dialog.getByText("Foto 6 di 6")).toBeVisible();
    await swipe(200, 180);
    await expect(dialog.getByText("Foto 6 di 6")).toBeVisible();
  });
});

test.describe("unknown room", () => {
  test("answers 404 with the translated message and a way back to the rooms", async ({ page }) => {
    const response = await page.goto("/camere/cinque");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Camera non trovata" })).toBeVisible();
    await expectNoAxeViolations(page, "room not found");
    await page.getByRole("link", { name: "Torna alle camere" }).click();
    await expect(page).toHaveURL(/\/camere$/);
    await expect(page.getByRole("heading", { level: 1, name: "Le nostre camere" })).toBeVisible();

    const english = await page.goto("/rooms/cinque");
    expect(english?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Room not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to rooms" })).toHaveAttribute("href", "/rooms");
  });
});

test("the language switcher leads from /camere/due to /rooms/due", async ({ page, isMobile }) => {
  await openHydrated(page, "/camere/due");
  if (isMobile) await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Lingua" }).filter({ visible: true }).first().getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/rooms\/due$/);
  await expect(page.getByRole("heading", { level: 1, name: "Camera Due" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Prices per night" })).toContainText("per night");
});

test("a room page has no accessibility violations", async ({ page }) => {
  await page.goto("/camere/due");
  await expectNoAxeViolations(page, "/camere/due");
  await page.goto("/habitaciones/uno");
  await expect(page.getByRole("heading", { level: 1, name: "Camera Uno" })).toBeVisible();
  await expectNoAxeViolations(page, "/habitaciones/uno");
});
