import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import {
  addDays,
  adminRequest,
  expectFieldError,
  expectNoFieldError,
  gotoHydrated,
  holdRequests,
  openToast,
  skipConsent,
  todayInItaly,
  unique,
  waitForFillTime,
} from "./form-helpers";

/** What a guest sees in each language; Italian and English in the product's own words. */
const TEXTS = {
  it: {
    path: "/preventivo",
    labels: {
      firstName: "Nome",
      lastName: "Cognome",
      email: "Email",
      checkIn: "Arrivo (check-in)",
      checkOut: "Partenza (check-out)",
      guests: "Ospiti",
    },
    phone: "Telefono",
    room: "Camera preferita",
    submit: "Invia richiesta",
    sending: "Invio in corso…",
    errors: {
      firstName: "Il nome è obbligatorio",
      lastName: "Il cognome è obbligatorio",
      email: "Inserisci un indirizzo email valido",
      checkIn: "Scegli la data di check-in",
      checkOut: "Scegli la data di check-out",
      guests: "Seleziona il numero di ospiti",
    },
    sent: ["Richiesta inviata con successo!", "Ti risponderemo il prima possibile."],
    failed: ["Errore", "Si è verificato un errore nell'invio della richiesta. Riprova più tardi."],
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
    },
    phone: "Phone",
    room: "Preferred room",
    submit: "Send request",
    sending: "Sending…",
    errors: {
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      checkIn: "Please choose a check-in date",
      checkOut: "Please choose a check-out date",
      guests: "Please select the number of guests",
    },
    sent: ["Request sent successfully!", "We will get back to you as soon as possible."],
    failed: ["Error", "Something went wrong while sending your request. Please try again later."],
  },
  de: {
    path: "/angebot",
    labels: {
      firstName: "Vorname",
      lastName: "Nachname",
      email: "E-Mail",
      checkIn: "Anreise (Check-in)",
      checkOut: "Abreise (Check-out)",
      guests: "Gäste",
    },
    phone: "Telefon",
    room: "Wunschzimmer",
    submit: "Anfrage senden",
    sending: "Wird gesendet…",
    errors: {
      firstName: "Bitte geben Sie Ihren Vornamen ein",
      lastName: "Bitte geben Sie Ihren Nachnamen ein",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      checkIn: "Bitte wählen Sie das Anreisedatum",
      checkOut: "Bitte wählen Sie das Abreisedatum",
      guests: "Bitte wählen Sie die Anzahl der Gäste",
    },
    sent: ["Anfrage erfolgreich gesendet!", "Wir melden uns so schnell wie möglich bei Ihnen."],
    failed: ["Fehler", "Beim Senden Ihrer Anfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut."],
  },
  es: {
    path: "/presupuesto",
    labels: {
      firstName: "Nombre",
      lastName: "Apellidos",
      email: "Correo electrónico",
      checkIn: "Llegada (check-in)",
      checkOut: "Salida (check-out)",
      guests: "Huéspedes",
    },
    phone: "Teléfono",
    room: "Habitación preferida",
    submit: "Enviar solicitud",
    sending: "Enviando…",
    errors: {
      firstName: "El nombre es obligatorio",
      lastName: "Los apellidos son obligatorios",
      email: "Introduce una dirección de correo electrónico válida",
      checkIn: "Elige la fecha de llegada",
      checkOut: "Elige la fecha de salida",
      guests: "Selecciona el número de huéspedes",
    },
    sent: ["¡Solicitud enviada con éxito!", "Te responderemos lo antes posible."],
    failed: ["Error", "Se ha producido un error al enviar la solicitud. Inténtalo de nuevo más tarde."],
  },
} as const;

type Lang = keyof typeof TEXTS;
type Field = keyof (typeof TEXTS)["it"]["labels"];

const fieldOf = (page: Page, lang: Lang, name: Field) => page.getByLabel(TEXTS[lang].labels[name], { exact: true });
const services = (page: Page) => page.locator('input[name="additionalServices"]');
const submitOf = (page: Page, lang: Lang) => page.getByRole("button", { name: TEXTS[lang].submit });

type Guest = {
  firstName: string;
  lastName: string;
  email: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  phone?: string;
  room?: string;
};

async function fillQuote(page: Page, lang: Lang, guest: Guest): Promise<void> {
  await fieldOf(page, lang, "firstName").fill(guest.firstName);
  await fieldOf(page, lang, "lastName").fill(guest.lastName);
  await fieldOf(page, lang, "email").fill(guest.email);
  if (guest.phone) await page.getByLabel(TEXTS[lang].phone).fill(guest.phone);
  await fieldOf(page, lang, "checkIn").fill(guest.checkIn);
  await fieldOf(page, lang, "checkOut").fill(guest.checkOut);
  await fieldOf(page, lang, "guests").selectOption(guest.guests);
  if (guest.room !== undefined) await page.getByLabel(TEXTS[lang].room).selectOption(guest.room);
}

const aGuest = (overrides: Partial<Guest> = {}): Guest => ({
  firstName: "Giulia",
  lastName: "Rossi",
  email: `${unique("quote")}@example.com`,
  checkIn: addDays(todayInItaly(), 20),
  checkOut: addDays(todayInItaly(), 23),
  guests: "2",
  ...overrides,
});

type StoredQuote = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  preferredRoom: string | null;
  specialRequests: string | null;
  additionalServices: string[];
  status: string;
};

async function storedQuote(page: Page, email: string): Promise<StoredQuote | undefined> {
  const api = await adminRequest(page);
  const res = await api.get("/api/quotes");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as StoredQuote[]).find((q) => q.email === email);
}

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const lang of Object.keys(TEXTS) as Lang[]) {
  const texts = TEXTS[lang];

  test(`${lang}: an empty request, then a bad e-mail, show the messages under the fields; a good one is sent and the form resets`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, texts.path);

    await submitOf(page, lang).click();
    for (const [field, message] of Object.entries(texts.errors) as [Field, string][]) {
      await expectFieldError(fieldOf(page, lang, field), message);
    }
    await expectNoFieldError(page.getByLabel(texts.phone));
    await expectNoFieldError(page.getByLabel(texts.room));
    await expect(fieldOf(page, lang, "firstName"), "focus moves to the first invalid field").toBeFocused();

    const guest = aGuest({ phone: "+39 333 1234567", room: "due", guests: "3" });
    await fillQuote(page, lang, { ...guest, email: "giulia.rossi@" });
    await services(page).first().check();
    await submitOf(page, lang).click();
    await expectFieldError(fieldOf(page, lang, "email"), texts.errors.email);
    for (const field of ["firstName", "lastName", "checkIn", "checkOut", "guests"] as const)
      await expectNoFieldError(fieldOf(page, lang, field));
    await expect(fieldOf(page, lang, "email")).toBeFocused();

    await fieldOf(page, lang, "email").fill(guest.email);
    await waitForFillTime(page);
    await submitOf(page, lang).click();
    const toast = openToast(page);
    await expect(toast).toContainText(texts.sent[0]);
    await expect(toast).toContainText(texts.sent[1]);
    await expect(fieldOf(page, lang, "firstName"), "the form resets").toHaveValue("");
    await expect(fieldOf(page, lang, "email")).toHaveValue("");
    await expect(fieldOf(page, lang, "checkIn")).toHaveValue("");
    await expect(fieldOf(page, lang, "guests")).toHaveValue("");
    await expect(services(page).first()).not.toBeChecked();
    await expectNoFieldError(fieldOf(page, lang, "email"));

    const stored = await storedQuote(page, guest.email);
    expect(stored).toMatchObject({
      firstName: "Giulia",
      lastName: "Rossi",
      phone: "+39 333 1234567",
      guests: 3,
      preferredRoom: "due",
      specialRequests: null,
      additionalServices: ["navetta"],
      status: "pending",
    });
    expect(stored?.checkIn.slice(0, 10)).toBe(guest.checkIn);
    expect(stored?.checkOut.slice(0, 10)).toBe(guest.checkOut);
    // The action answers invalid input with 400, which Chromium logs; anything else is a real error.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });
}

test("no preferred room is sent as null, with every extra service and the special requests", async ({ page }) => {
  await gotoHydrated(page, "/quote");
  const guest = aGuest({ room: "" });
  await fillQuote(page, "en", guest);
  for (const box of await services(page).all()) await box.check();
  await page.getByLabel("Special requests").fill("We arrive late, around 23:00.");
  await waitForFillTime(page);
  await submitOf(page, "en").click();
  await expect(openToast(page)).toContainText("Request sent successfully!");
  expect(await storedQuote(page, guest.email)).toMatchObject({
    phone: null,
    preferredRoom: null,
    specialRequests: "We arrive late, around 23:00.",
    additionalServices: ["navetta", "check-in-personalizzato", "culla", "taxi"],
  });
});

test("a form whose hidden field is filled in is a bot's: it says sent, nothing is stored; people cannot reach the field", async ({
  page,
}) => {
  await gotoHydrated(page, "/quote");
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap, "off screen").not.toBeInViewport();
  await expect(page.getByRole("textbox", { name: /website/i }), "hidden from assistive technology").toHaveCount(0);
  const guest = aGuest();
  await fillQuote(page, "en", guest);
  await trap.fill("https://spam.example");
  await waitForFillTime(page);
  await submitOf(page, "en").click();
  await expect(openToast(page)).toContainText("Request sent successfully!");
  expect(await storedQuote(page, guest.email), "a bot's request is not stored").toBeUndefined();
});

test("the extra services are the four of the spec, labelled in the page's language", async ({ page }) => {
  await gotoHydrated(page, "/preventivo");
  const group = page.getByRole("group", { name: /Servizi aggiuntivi/ });
  await expect(group.getByRole("checkbox")).toHaveCount(4);
  await expect(group.getByRole("checkbox", { name: /Navetta/ })).toHaveAttribute("value", "navetta");
  await expect(group.getByRole("checkbox", { name: /Check-in personalizzato/ })).toHaveAttribute("value", "check-in-personalizzato");
  await expect(group.getByRole("checkbox", { name: /Culla.*Uno, Due e Tre/ })).toHaveAttribute("value", "culla");
  await expect(group.getByRole("checkbox", { name: /taxi.*sempre disponibile/i })).toHaveAttribute("value", "taxi");
});

test("the button shows the sending label, disabled, while the request is in flight", async ({ page }) => {
  await gotoHydrated(page, "/preventivo");
  await fillQuote(page, "it", aGuest());
  const release = await holdRequests(page, /\/preventivo(\?|$)/);
  await submitOf(page, "it").click();
  const sending = page.getByRole("button", { name: TEXTS.it.sending });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();
  await expect(openToast(page)).toContainText(TEXTS.it.sent[0]);
  await expect(submitOf(page, "it")).toBeEnabled();
});

test("a request that fails shows the destructive error toast and keeps what was typed", async ({ page }) => {
  await gotoHydrated(page, "/preventivo");
  const guest = aGuest();
  await fillQuote(page, "it", guest);
  await page.route(/\/preventivo(\?|$)/, (route) =>
    route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
  );
  await submitOf(page, "it").click();
  const toast = openToast(page);
  await expect(toast).toContainText(TEXTS.it.failed[0]);
  await expect(toast).toContainText(TEXTS.it.failed[1]);
  await expect(toast).toHaveClass(/bg-danger-700/);
  await expect(fieldOf(page, "it", "firstName")).toHaveValue(guest.firstName);
  await expect(fieldOf(page, "it", "email")).toHaveValue(guest.email);
  await expect(page.getByRole("heading", { level: 1, name: "Richiedi un preventivo" }), "the page stays").toBeVisible();
});

test("the server's room checks show under the fields: too many guests for the chosen room", async ({ page }) => {
  await gotoHydrated(page, "/preventivo?room=uno");
  await fillQuote(page, "it", aGuest({ guests: "4" }));
  // The room is checked with the database once the form is past the bot filters.
  await waitForFillTime(page);
  await submitOf(page, "it").click();
  await expectFieldError(fieldOf(page, "it", "guests"), "Questa camera ospita al massimo 2 persone");
  await expect(fieldOf(page, "it", "guests")).toBeFocused();
  await expect(openToast(page)).toHaveCount(0);
});

test("?room=due preselects Camera Due; an unknown room leaves no preference; options show name and capacity", async ({ page }) => {
  await gotoHydrated(page, "/preventivo?room=due");
  const room = page.getByLabel("Camera preferita");
  await expect(room).toHaveValue("due");
  await expect(room.locator("option:checked")).toHaveText("Camera Due · fino a 4 ospiti");
  await expect(room.locator("option")).toHaveText([
    "Nessuna preferenza",
    "Camera Uno · fino a 2 ospiti",
    "Camera Due · fino a 4 ospiti",
    "Camera Tre · fino a 2 ospiti",
    "Camera Quattro · fino a 2 ospiti",
  ]);
  await expect(fieldOf(page, "it", "guests").locator("option")).toHaveText([
    "Quanti siete?",
    "1 ospite",
    "2 ospiti",
    "3 ospiti",
    "4 ospiti",
  ]);

  await gotoHydrated(page, "/quote?room=nope");
  await expect(page.getByLabel("Preferred room")).toHaveValue("");
});

test("check-in cannot be before today (Italy); check-out's minimum follows the chosen check-in", async ({ page, request }) => {
  const today = todayInItaly();
  // The server's HTML already carries both minimums.
  const html = await (await request.get("/preventivo")).text();
  expect(html).toMatch(new RegExp(`id="field-checkIn"[^>]*min="${today}"`));
  expect(html).toMatch(new RegExp(`id="field-checkOut"[^>]*min="${addDays(today, 1)}"`));

  await gotoHydrated(page, "/preventivo");
  const checkIn = fieldOf(page, "it", "checkIn");
  const checkOut = fieldOf(page, "it", "checkOut");
  await expect(checkIn).toHaveAttribute("min", today);
  await expect(checkOut).toHaveAttribute("min", addDays(today, 1));

  await checkIn.fill(addDays(today, 10));
  await expect(checkOut).toHaveAttribute("min", addDays(today, 11));
  await checkOut.fill(addDays(today, 12));
  // Moving the arrival past the departure clears the departure rather than keep an impossible stay.
  await checkIn.fill(addDays(today, 15));
  await expect(checkOut).toHaveAttribute("min", addDays(today, 16));
  await expect(checkOut).toHaveValue("");
  await checkIn.fill(addDays(today, 3));
  await expect(checkOut).toHaveAttribute("min", addDays(today, 4));
});

test("the help card calls and e-mails the B&B", async ({ page }) => {
  await gotoHydrated(page, "/preventivo");
  await expect(page.getByRole("link", { name: "Chiama ora" })).toHaveAttribute("href", /^tel:\+39\d+$/);
  await expect(page.getByRole("link", { name: "Invia un'email" })).toHaveAttribute("href", /^mailto:.+@.+/);
});

test("axe finds no violations, with and without errors shown", async ({ page }) => {
  await gotoHydrated(page, "/preventivo");
  await expectNoAxeViolations(page, "quote form");
  await submitOf(page, "it").click();
  await expectFieldError(fieldOf(page, "it", "firstName"), TEXTS.it.errors.firstName);
  await expectNoAxeViolations(page, "quote form with errors");
  await fillQuote(page, "it", aGuest());
  await submitOf(page, "it").click();
  await expect(openToast(page)).toContainText(TEXTS.it.sent[0]);
  await expectNoAxeViolations(page, "quote form with the success toast");
});

test("axe finds no violations on the page a browser without JavaScript gets back with errors", async ({ page }) => {
  // axe needs to run scripts in the page, so here the app's own scripts are the ones refused.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto("/preventivo");
  await submitOf(page, "it").click();
  await expectFieldError(fieldOf(page, "it", "firstName"), TEXTS.it.errors.firstName);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page, "quote form rendered by the action, with errors");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad then a good request go through the route action: errors, then a success message", async ({ page }) => {
    await page.goto("/preventivo?room=due");
    const first = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submitOf(page, "it").click()]);
    expect(first[0].status()).toBe(400);
    for (const [field, message] of Object.entries(TEXTS.it.errors) as [Field, string][]) {
      await expectFieldError(fieldOf(page, "it", field), message);
    }
    await expect(fieldOf(page, "it", "firstName"), "autofocus on the first invalid field").toBeFocused();
    await expect(page.getByLabel("Camera preferita"), "the room is still chosen").toHaveValue("due");

    const guest = aGuest();
    await fillQuote(page, "it", { ...guest, email: "not-an-email" });
    await page.getByRole("checkbox", { name: /taxi/i }).check();
    await submitOf(page, "it").click();
    await expectFieldError(fieldOf(page, "it", "email"), TEXTS.it.errors.email);
    await expect(fieldOf(page, "it", "firstName"), "what was typed comes back").toHaveValue(guest.firstName);
    await expect(fieldOf(page, "it", "checkIn")).toHaveValue(guest.checkIn);
    await expect(fieldOf(page, "it", "guests")).toHaveValue(guest.guests);
    await expect(page.getByRole("checkbox", { name: /taxi/i })).toBeChecked();

    await fieldOf(page, "it", "email").fill(guest.email);
    await submitOf(page, "it").click();
    const status = page.getByRole("status").filter({ hasText: TEXTS.it.sent[0] });
    await expect(status).toContainText(TEXTS.it.sent[1]);
    await expect(fieldOf(page, "it", "firstName")).toHaveValue("");
    expect(await storedQuote(page, guest.email)).toMatchObject({ preferredRoom: "due", additionalServices: ["taxi"], guests: 2 });
  });
});
