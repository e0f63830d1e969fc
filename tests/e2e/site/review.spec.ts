import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import {
  adminRequest,
  expectFieldError,
  expectNoFieldError,
  gotoHydrated,
  holdRequests,
  openToast,
  skipConsent,
  unique,
  waitForFillTime,
} from "./form-helpers";

/** What a guest sees in each language; Italian in the product's own words. */
const TEXTS = {
  it: {
    path: "/recensione",
    labels: { name: "Nome", email: "Email", title: "Titolo", comment: "Commento" },
    rating: "Valutazione",
    star: (n: number) => (n === 1 ? "1 stella" : `${n} stelle`),
    submit: "Invia recensione",
    sending: "Invio in corso…",
    errors: {
      name: "Il nome deve essere di almeno 2 caratteri",
      email: "Email non valida",
      rating: "Scegli un voto da 1 a 5 stelle",
      title: "Il titolo deve essere di almeno 5 caratteri",
      comment: "Il commento deve essere di almeno 10 caratteri",
    },
    sent: ["Recensione inviata!", "Sarà pubblicata dopo la nostra approvazione."],
    failed: ["Errore", "Errore nell'invio della recensione"],
    moderation: /Leggiamo ogni recensione prima della pubblicazione/,
  },
  en: {
    path: "/reviews",
    labels: { name: "Name", email: "Email", title: "Title", comment: "Comment" },
    rating: "Rating",
    star: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
    submit: "Submit review",
    sending: "Sending…",
    errors: {
      name: "Your name must be at least 2 characters long",
      email: "Invalid email address",
      rating: "Please choose a rating from 1 to 5 stars",
      title: "The title must be at least 5 characters long",
      comment: "The comment must be at least 10 characters long",
    },
    sent: ["Review submitted!", "It will be published once we have approved it."],
    failed: ["Error", "Error while submitting your review"],
    moderation: /We read every review before it goes live/,
  },
  de: {
    path: "/bewertungen",
    labels: { name: "Name", email: "E-Mail", title: "Titel", comment: "Kommentar" },
    rating: "Bewertung",
    star: (n: number) => (n === 1 ? "1 Stern" : `${n} Sterne`),
    submit: "Bewertung absenden",
    sending: "Wird gesendet…",
    errors: {
      name: "Der Name muss mindestens 2 Zeichen lang sein",
      email: "Ungültige E-Mail-Adresse",
      rating: "Bitte vergeben Sie 1 bis 5 Sterne",
      title: "Der Titel muss mindestens 5 Zeichen lang sein",
      comment: "Der Kommentar muss mindestens 10 Zeichen lang sein",
    },
    sent: ["Bewertung gesendet!", "Sie wird nach unserer Freigabe veröffentlicht."],
    failed: ["Fehler", "Fehler beim Senden der Bewertung"],
    // The German text names the verified badge and the rating out of 5.
    moderation: /als verifizierte Bewertung – mit Ihrer Note von 1 bis 5 Sternen/,
  },
  es: {
    path: "/resenas",
    labels: { name: "Nombre", email: "Correo electrónico", title: "Título", comment: "Comentario" },
    rating: "Valoración",
    star: (n: number) => (n === 1 ? "1 estrella" : `${n} estrellas`),
    submit: "Enviar reseña",
    sending: "Enviando…",
    errors: {
      name: "El nombre debe tener al menos 2 caracteres",
      email: "Correo electrónico no válido",
      rating: "Elige una valoración de 1 a 5 estrellas",
      title: "El título debe tener al menos 5 caracteres",
      comment: "El comentario debe tener al menos 10 caracteres",
    },
    sent: ["¡Reseña enviada!", "Se publicará cuando la hayamos aprobado."],
    failed: ["Error", "Error al enviar la reseña"],
    moderation: /Leemos cada reseña antes de publicarla/,
  },
} as const;

type Lang = keyof typeof TEXTS;
type Field = keyof (typeof TEXTS)["it"]["labels"];

const fieldOf = (page: Page, lang: Lang, name: Field) => page.getByLabel(TEXTS[lang].labels[name], { exact: true });
const starsOf = (page: Page, lang: Lang) => page.getByRole("radiogroup", { name: TEXTS[lang].rating });
const starOf = (page: Page, lang: Lang, n: number) => starsOf(page, lang).getByRole("radio", { name: TEXTS[lang].star(n), exact: true });
/** Taps or clicks a star, as a guest does (the radio itself is visually hidden). */
const chooseStars = (page: Page, lang: Lang, n: number) => starsOf(page, lang).locator(`label[for$="-${n}"]`).click();
const submitOf = (page: Page, lang: Lang) => page.getByRole("button", { name: TEXTS[lang].submit });

type Reviewer = { name: string; email: string; title: string; comment: string; stars: number };

const aReviewer = (overrides: Partial<Reviewer> = {}): Reviewer => ({
  name: "Marco Bianchi",
  email: `${unique("review")}@example.com`,
  title: `Soggiorno perfetto ${unique("t")}`,
  comment: "Camera pulitissima, colazione ottima e mare a due passi.",
  stars: 5,
  ...overrides,
});

async function fillReview(page: Page, lang: Lang, r: Reviewer): Promise<void> {
  await fieldOf(page, lang, "name").fill(r.name);
  await fieldOf(page, lang, "email").fill(r.email);
  await chooseStars(page, lang, r.stars);
  await fieldOf(page, lang, "title").fill(r.title);
  await fieldOf(page, lang, "comment").fill(r.comment);
}

type StoredReview = { guestName: string; email: string; rating: number; title: string; comment: string; isApproved: boolean };

async function storedReview(page: Page, title: string): Promise<StoredReview | undefined> {
  const api = await adminRequest(page);
  const res = await api.get("/api/reviews/all");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as StoredReview[]).find((r) => r.title === title);
}

/** Which stars are drawn lit (filled), as the guest sees them. */
async function expectLit(page: Page, lang: Lang, lit: boolean[]): Promise<void> {
  const svgs = starsOf(page, lang).locator("label svg");
  await expect(svgs).toHaveCount(lit.length);
  for (const [i, on] of lit.entries()) await expect(svgs.nth(i), `star ${i + 1}`).toHaveCSS("fill", on ? /^rgb/ : "none");
}

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const lang of Object.keys(TEXTS) as Lang[]) {
  const texts = TEXTS[lang];

  test(`${lang}: an empty review, then a bad e-mail, show the messages under the fields; a good one is sent pending and the form resets`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, texts.path);
    await expect(page.getByText(texts.moderation)).toBeVisible();
    await expect(submitOf(page, lang), "disabled until a star is chosen").toBeDisabled();

    await chooseStars(page, lang, 4);
    await expect(submitOf(page, lang)).toBeEnabled();
    await submitOf(page, lang).click();
    for (const field of ["name", "email", "title", "comment"] as const) {
      await expectFieldError(fieldOf(page, lang, field), texts.errors[field]);
    }
    await expectNoFieldError(starsOf(page, lang));
    await expect(fieldOf(page, lang, "name"), "focus moves to the first invalid field").toBeFocused();

    const reviewer = aReviewer();
    await fillReview(page, lang, { ...reviewer, email: "marco@" });
    await submitOf(page, lang).click();
    await expectFieldError(fieldOf(page, lang, "email"), texts.errors.email);
    for (const field of ["name", "title", "comment"] as const) await expectNoFieldError(fieldOf(page, lang, field));
    await expect(fieldOf(page, lang, "email")).toBeFocused();

    await fieldOf(page, lang, "email").fill(reviewer.email);
    await waitForFillTime(page);
    await submitOf(page, lang).click();
    const toast = openToast(page);
    await expect(toast).toContainText(texts.sent[0]);
    await expect(toast).toContainText(texts.sent[1]);
    await expect(fieldOf(page, lang, "name"), "the form resets").toHaveValue("");
    await expect(fieldOf(page, lang, "comment")).toHaveValue("");
    await expect(starOf(page, lang, 5)).not.toBeChecked();
    await expectLit(page, lang, [false, false, false, false, false]);
    await expect(submitOf(page, lang), "no star chosen again").toBeDisabled();

    // Created pending: the admin sees it with its e-mail, the public list does not have it.
    expect(await storedReview(page, reviewer.title)).toMatchObject({
      guestName: reviewer.name,
      email: reviewer.email,
      rating: 5,
      comment: reviewer.comment,
      isApproved: false,
    });
    const published = (await (await page.request.get("/api/reviews")).json()) as { title: string }[];
    expect(published.map((r) => r.title)).not.toContain(reviewer.title);
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });
}

test("the stars work with the keyboard: Tab reaches them, arrow keys choose, focus is visible, submit becomes enabled", async ({
  page,
}) => {
  await gotoHydrated(page, "/recensione");
  await fieldOf(page, "it", "email").focus();
  await page.keyboard.press("Tab");
  await expect(starOf(page, "it", 1), "Tab enters the group on its first star").toBeFocused();
  await expect(submitOf(page, "it")).toBeDisabled();

  await page.keyboard.press("ArrowRight");
  await expect(starOf(page, "it", 2)).toBeFocused();
  await expect(starOf(page, "it", 2)).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(starOf(page, "it", 4)).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(starOf(page, "it", 3)).toBeChecked();
  await expect(submitOf(page, "it")).toBeEnabled();
  await expectLit(page, "it", [true, true, true, false, false]);

  // The focused star is ringed (the radio itself is visually hidden).
  await expect(starsOf(page, "it").locator('label[for$="-3"]')).not.toHaveCSS("box-shadow", "none");
  await expect(starsOf(page, "it").locator('label[for$="-4"]')).toHaveCSS("box-shadow", "none");

  await page.keyboard.press("Tab");
  await expect(fieldOf(page, "it", "title"), "Tab leaves the group").toBeFocused();
});

test("hovering a star lights it and the ones before it; leaving shows the chosen rating again", async ({ page, isMobile }) => {
  test.skip(isMobile, "a phone has no hover");
  await gotoHydrated(page, "/recensione");
  await chooseStars(page, "it", 2);
  await expectLit(page, "it", [true, true, false, false, false]);
  await starsOf(page, "it").locator('label[for$="-4"]').hover();
  await expectLit(page, "it", [true, true, true, true, false]);
  await page.getByRole("heading", { level: 1 }).hover();
  await expectLit(page, "it", [true, true, false, false, false]);
});

test("the button shows the sending label, disabled, while the review is in flight", async ({ page }) => {
  await gotoHydrated(page, "/recensione");
  await fillReview(page, "it", aReviewer());
  const release = await holdRequests(page, /\/recensione(\?|$)/);
  await submitOf(page, "it").click();
  const sending = page.getByRole("button", { name: TEXTS.it.sending });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();
  await expect(openToast(page)).toContainText(TEXTS.it.sent[0]);
});

for (const lang of ["it", "en"] as const) {
  test(`${lang}: a review that fails to send shows the destructive error toast and keeps what was written`, async ({ page }) => {
    await gotoHydrated(page, TEXTS[lang].path);
    const reviewer = aReviewer({ stars: 3 });
    await fillReview(page, lang, reviewer);
    await page.route(/\/(recensione|reviews)(\?|$)/, (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
    );
    await submitOf(page, lang).click();
    const toast = openToast(page);
    await expect(toast).toContainText(TEXTS[lang].failed[0]);
    await expect(toast).toContainText(TEXTS[lang].failed[1]);
    await expect(toast).toHaveClass(/bg-danger-700/);
    await expect(fieldOf(page, lang, "comment")).toHaveValue(reviewer.comment);
    await expect(starOf(page, lang, 3)).toBeChecked();
  });
}

test("axe finds no violations, with and without errors shown", async ({ page }) => {
  await gotoHydrated(page, "/recensione");
  await expectNoAxeViolations(page, "review form");
  await chooseStars(page, "it", 1);
  await submitOf(page, "it").click();
  await expectFieldError(fieldOf(page, "it", "name"), TEXTS.it.errors.name);
  await expectNoAxeViolations(page, "review form with errors");
});

test("axe finds no violations on the page a browser without JavaScript gets back with errors", async ({ page }) => {
  // axe needs to run scripts in the page, so here the app's own scripts are the ones refused.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto("/recensione");
  await submitOf(page, "it").click();
  await expectFieldError(starsOf(page, "it"), TEXTS.it.errors.rating);
  await expectNoAxeViolations(page, "review form rendered by the action, with errors");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad then a good review go through the route action: errors, then a success message", async ({ page }) => {
    await page.goto("/recensione");
    await expect(submitOf(page, "it"), "enabled: the action asks for the stars").toBeEnabled();
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submitOf(page, "it").click()]);
    expect(response.status()).toBe(400);
    for (const field of ["name", "email", "title", "comment"] as const) {
      await expectFieldError(fieldOf(page, "it", field), TEXTS.it.errors[field]);
    }
    await expectFieldError(starsOf(page, "it"), TEXTS.it.errors.rating);
    await expect(fieldOf(page, "it", "name"), "autofocus on the first invalid field").toBeFocused();

    const reviewer = aReviewer({ stars: 4 });
    await fillReview(page, "it", { ...reviewer, title: "Bel" });
    await submitOf(page, "it").click();
    await expectFieldError(fieldOf(page, "it", "title"), TEXTS.it.errors.title);
    await expect(fieldOf(page, "it", "comment"), "what was written comes back").toHaveValue(reviewer.comment);
    await expect(starOf(page, "it", 4), "and the stars too").toBeChecked();
    // Without scripts the chosen star and those before it are lit by CSS alone.
    await expectLit(page, "it", [true, true, true, true, false]);

    await fieldOf(page, "it", "title").fill(reviewer.title);
    await submitOf(page, "it").click();
    const status = page.getByRole("status").filter({ hasText: TEXTS.it.sent[0] });
    await expect(status).toContainText(TEXTS.it.sent[1]);
    await expect(fieldOf(page, "it", "name")).toHaveValue("");
    expect(await storedReview(page, reviewer.title)).toMatchObject({ rating: 4, isApproved: false, guestName: reviewer.name });
  });
});
