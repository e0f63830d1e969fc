import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";

import { expectToast } from "../admin/admin-helpers";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers";
import { addDays, expectFieldError, skipConsent, todayInItaly } from "./form-helpers";

/**
 * The pre-check-in, end to end: the owner enters a stay for two in English or German, the lead
 * guest opens its private link, is refused a wrong date in their language with nothing stored,
 * then enters the whole party by typing places into the comboboxes (an Italian born and living in
 * Pescara with an identity card issued there; a German born and living in Germany), with the
 * optional reason for the trip and means of transport of the region's statistics; the owner
 * sees them on the stay, corrects one (and adds a reason), finds the identity check waiting for the arrival day, and
 * once the stay has begun records "Identità verificata di persona", which closes the guest's page.
 * A wrong token is the ordinary 404.
 */

const ADMIN = { username: "admin", password: "e2e-password-123" };
const ROOM_ID = 2;
const ROOM_NAME = "Camera Due";

const TEXTS = {
  en: {
    title: "Your party's details",
    languageNav: "Language",
    lead: "Guest 1 (lead guest)",
    second: "Guest 2",
    party: "You are travelling as",
    family: "Family",
    surname: "Surname",
    givenName: "Given name",
    male: "Male",
    female: "Female",
    birthDate: "Date of birth",
    birthCountry: "Country of birth",
    birthPlace: "Town of birth in Italy",
    citizenship: "Citizenship",
    residenceCountry: "Country of residence",
    residencePlace: "Town of residence in Italy",
    documentType: "Document type",
    identityCard: "Identity card",
    documentNumber: "Document number",
    issuePlace: "Place of issue",
    submit: "Send the details",
    birthDateFuture: "The date of birth cannot be in the future",
    invalid: "Some details need correcting",
    sent: "Thank you! We have received the details.",
    saved: "Saved: •••••4567. Leave empty to keep it.",
    closed: "Details already checked",
    closedError: "The property has already checked these details",
    why: "Why we ask for these details",
    italy: "Italy",
    germany: "Germany",
    surnameLatin: "Surname in Latin letters",
    tripPurpose: "Reason for the trip (optional)",
    transport: "Means of transport (optional)",
    tripHint: "These two answers go, anonymous, into the region's tourism statistics.",
    business: "Business, conferences",
    planeAndTrain: "Plane and train",
    car: "Car",
  },
  de: {
    title: "Angaben zu den Gästen",
    languageNav: "Sprache",
    lead: "Gast 1 (buchende Person)",
    second: "Gast 2",
    party: "Sie reisen als",
    family: "Familie",
    surname: "Nachname",
    givenName: "Vorname",
    male: "Männlich",
    female: "Weiblich",
    birthDate: "Geburtsdatum",
    birthCountry: "Geburtsland",
    birthPlace: "Geburtsort in Italien",
    citizenship: "Staatsangehörigkeit",
    residenceCountry: "Wohnsitzland",
    residencePlace: "Wohnort in Italien",
    documentType: "Art des Dokuments",
    identityCard: "Personalausweis",
    documentNumber: "Dokumentnummer",
    issuePlace: "Ausstellungsort",
    submit: "Angaben senden",
    birthDateFuture: "Das Geburtsdatum darf nicht in der Zukunft liegen",
    invalid: "Einige Angaben müssen korrigiert werden",
    sent: "Vielen Dank! Wir haben die Angaben erhalten.",
    saved: "Gespeichert: •••••4567. Leer lassen, um sie zu behalten.",
    closed: "Angaben bereits geprüft",
    closedError: "Die Unterkunft hat diese Angaben bereits geprüft",
    why: "Warum wir diese Angaben brauchen",
    italy: "Italien",
    germany: "Deutschland",
    surnameLatin: "Nachname in lateinischen Buchstaben",
    tripPurpose: "Reisegrund (freiwillig)",
    transport: "Verkehrsmittel (freiwillig)",
    tripHint: "Diese beiden Angaben fließen anonym in die Tourismusstatistik der Region ein.",
    business: "Geschäftlich, Kongress",
    planeAndTrain: "Flugzeug und Zug",
    car: "Auto",
  },
} as const;
type Lang = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Lang];

const CODES = { italy: "100000100", germany: "100000216", pescara: "413068028" };

/** Each language and project its own dates, away from the other journeys'. */
const offset = (lang: Lang, testInfo: TestInfo) => 300 + (lang === "de" ? 20 : 0) + (testInfo.project.name === "phone" ? 0 : 10);

async function createStay(request: APIRequestContext, lang: Lang, testInfo: TestInfo): Promise<{ id: number; path: string }> {
  expect((await request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const checkIn = addDays(todayInItaly(), offset(lang, testInfo));
  const created = await request.post("/api/stays", {
    data: {
      roomId: ROOM_ID,
      checkIn,
      checkOut: addDays(checkIn, 3),
      guests: 2,
      source: "booking",
      leadGuest: { name: `Marco Rossi ${lang} ${testInfo.project.name}` },
      language: lang,
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const stay = (await created.json()) as { id: number; checkInUrl: string };
  expect(stay.checkInUrl).toMatch(/\/check-in\/[A-Za-z0-9_-]{32}$/);
  return { id: stay.id, path: new URL(stay.checkInUrl).pathname };
}

type StoredGuests = {
  partyType: string | null;
  guests: Record<string, string | null>[];
  identityCheckedAt: string | null;
  identityCheckMethod: string | null;
};

async function storedGuests(request: APIRequestContext, stayId: number): Promise<StoredGuests> {
  const res = await request.get(`/api/stays/${stayId}/guests`);
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredGuests;
}

/** Types a few letters into a place's combobox and picks the option, by pointer or by keyboard. */
async function choosePlace(group: Locator, label: string, typed: string, option: string, by: "pointer" | "keyboard" = "pointer") {
  const box = group.getByRole("combobox", { name: label, exact: true });
  await box.fill(typed);
  const list = group.getByRole("listbox", { name: label, exact: true });
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const choice = list.getByRole("option", { name: option, exact: true });
  await expect(choice).toBeVisible();
  if (by === "pointer") {
    await choice.click();
  } else {
    // Down to the option, then Enter: the active option is the box's aria-activedescendant.
    const options = await list.getByRole("option").allTextContents();
    const steps = options.indexOf(option) + 1;
    for (let i = 0; i < steps; i++) await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", (await choice.getAttribute("id"))!);
    await box.press("Enter");
  }
  await expect(box).toHaveValue(option);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
}

async function fillParty(page: Page, t: Texts): Promise<void> {
  await page.getByRole("group", { name: t.party }).getByRole("radio", { name: t.family }).check();

  const lead = page.getByRole("group", { name: t.lead, exact: true });
  await lead.getByLabel(t.surname, { exact: true }).fill("Rossi");
  await lead.getByLabel(t.givenName, { exact: true }).fill("Marco");
  await lead.getByRole("radio", { name: t.male, exact: true }).check();
  await lead.getByLabel(t.birthDate, { exact: true }).fill("1980-05-12");
  // The municipality of birth is asked only once the country is Italy.
  await expect(lead.getByRole("combobox", { name: t.birthPlace })).toBeHidden();
  // Countries are found by their names in several languages and shown in the page's.
  await choosePlace(lead, t.birthCountry, "ital", t.italy);
  await choosePlace(lead, t.birthPlace, "pescar", "PESCARA (PE)", "keyboard");
  await choosePlace(lead, t.citizenship, "Italia", t.italy, "keyboard");
  await choosePlace(lead, t.residenceCountry, "ita", t.italy);
  await choosePlace(lead, t.residencePlace, "Pesca", "PESCARA (PE)");
  // The region's two questions, optional: the first guest's pair is described by where the answers go.
  const purpose = lead.getByLabel(t.tripPurpose, { exact: true });
  await expect(purpose).toHaveValue("");
  await expect(purpose).toHaveAccessibleDescription(t.tripHint);
  await purpose.selectOption({ label: t.business });
  await lead.getByLabel(t.transport, { exact: true }).selectOption({ label: t.planeAndTrain });
  await lead.getByLabel(t.documentType, { exact: true }).selectOption({ label: t.identityCard });
  await lead.getByLabel(t.documentNumber, { exact: true }).fill("ca1234567");
  await choosePlace(lead, t.issuePlace, "pescara", "PESCARA (PE)");

  const second = page.getByRole("group", { name: t.second, exact: true });
  await second.getByLabel(t.surname, { exact: true }).fill("Müller");
  await second.getByLabel(t.givenName, { exact: true }).fill("Anna");
  await second.getByRole("radio", { name: t.female, exact: true }).check();
  await second.getByLabel(t.birthDate, { exact: true }).fill("1985-03-02");
  await choosePlace(second, t.birthCountry, "germ", t.germany);
  await expect(second.getByRole("combobox", { name: t.birthPlace })).toBeHidden();
  await choosePlace(second, t.citizenship, "Germ", t.germany, "keyboard");
  await choosePlace(second, t.residenceCountry, "GERMAN", t.germany);
  await expect(second.getByRole("combobox", { name: t.residencePlace })).toBeHidden();
  // Only the transport: the reason stays "prefer not to say".
  await second.getByLabel(t.transport, { exact: true }).selectOption({ label: t.car });
  // In a family the second guest has no document of their own, and no Latin spelling for a Latin name.
  await expect(second.getByLabel(t.documentNumber)).toBeHidden();
  await expect(second.getByLabel(t.surnameLatin)).toBeHidden();
}

for (const lang of ["en", "de"] as const) {
  const t = TEXTS[lang];

  test(`pre-check-in in ${lang === "en" ? "English" : "German"}: the guest enters the party, the owner checks it`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // two forms, a panel, four axe runs
    const errors = collectErrors(page);
    const stay = await createStay(request, lang, testInfo);

    // The link opens in the stay's language, private: no cache, no referrer, no index.
    await skipConsent(page);
    const answer = await page.goto(stay.path);
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe(`?lang=${lang}`);
    const headers = answer!.headers();
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["referrer-policy"]).toMatch(/no-referrer$/);
    expect(headers["x-robots-tag"]).toContain("noindex");
    // Never stored by the page cache, and never in the sitemap.
    expect(headers["x-cache"]).toBeUndefined();
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/check-in");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(ROOM_NAME);
    await expect(page.getByRole("heading", { name: t.why })).toBeVisible();
    await waitForHydration(page);

    // A birth date in the future: refused in the page's language, under its field, nothing stored.
    const lead = page.getByRole("group", { name: t.lead, exact: true });
    const birthDate = lead.getByLabel(t.birthDate, { exact: true });
    await birthDate.fill(addDays(todayInItaly(), 2));
    await page.getByRole("button", { name: t.submit }).click();
    await expectFieldError(birthDate, t.birthDateFuture);
    await expect(page.getByRole("alert").filter({ hasText: t.invalid })).toBeVisible();
    // The first field to correct has the focus: the party type, the form's first question.
    await expect(page.getByRole("group", { name: t.party }).getByRole("radio").first()).toBeFocused();
    expect((await storedGuests(request, stay.id)).guests).toEqual([]);
    await expectNoAxeViolations(page, `check-in (${lang}) with errors`);

    // The whole party, places chosen by typing.
    await fillParty(page, t);
    // The combobox's popup, open, is accessible too.
    await lead.getByRole("combobox", { name: t.issuePlace, exact: true }).fill("pesc");
    await expect(lead.getByRole("listbox", { name: t.issuePlace, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `check-in (${lang}) with a place list open`);
    await lead.getByRole("combobox", { name: t.issuePlace, exact: true }).press("Escape");
    await expect(lead.getByRole("listbox", { name: t.issuePlace, exact: true })).toBeHidden();
    await choosePlace(lead, t.issuePlace, "pescara", "PESCARA (PE)");
    await expect(birthDate).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: t.sent })).toBeVisible();
    // The number is never shown back in full: masked, and the field empty (empty keeps it).
    const number = lead.getByLabel(t.documentNumber, { exact: true });
    await expect(number).toHaveValue("");
    await expect(number).toHaveAccessibleDescription(t.saved);

    const saved = await storedGuests(request, stay.id);
    expect(saved.partyType).toBe("family");
    expect(saved.guests).toHaveLength(2);
    expect(saved.guests[0]).toMatchObject({
      surname: "Rossi",
      givenName: "Marco",
      sex: "M",
      birthDate: "1980-05-12",
      birthCountry: CODES.italy,
      birthPlace: CODES.pescara,
      citizenship: CODES.italy,
      residenceCountry: CODES.italy,
      residencePlace: CODES.pescara,
      documentType: "IDENT",
      documentNumber: "CA1234567",
      documentIssuePlace: CODES.pescara,
      tripPurpose: "CONGRESSUALE/AFFARI",
      transport: "AEREO+TRENO",
    });
    expect(saved.guests[1]).toMatchObject({
      surname: "Müller",
      givenName: "Anna",
      sex: "F",
      birthDate: "1985-03-02",
      birthCountry: CODES.germany,
      birthPlace: null,
      citizenship: CODES.germany,
      residenceCountry: CODES.germany,
      residencePlace: null,
      tripPurpose: null,
      transport: "AUTO",
    });

    // Opened again: what is stored, the places by name, the number still masked.
    await page.reload();
    await waitForHydration(page);
    await expect(lead.getByLabel(t.surname, { exact: true })).toHaveValue("Rossi");
    await expect(lead.getByRole("combobox", { name: t.birthPlace, exact: true })).toHaveValue("PESCARA (PE)");
    await expect(page.getByRole("group", { name: t.second, exact: true }).getByRole("combobox", { name: t.birthCountry })).toHaveValue(
      t.germany,
    );
    await expect(lead.getByLabel(t.documentNumber, { exact: true })).toHaveValue("");
    await expect(lead.getByLabel(t.tripPurpose, { exact: true })).toHaveValue("CONGRESSUALE/AFFARI");
    await expect(lead.getByLabel(t.transport, { exact: true }).locator("option:checked")).toHaveText(t.planeAndTrain);
    await expect(page.getByRole("group", { name: t.second, exact: true }).getByLabel(t.tripPurpose, { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("CA1234567");
    await expectNoAxeViolations(page, `check-in (${lang}) filled in`);

    // The language switcher keeps the private path.
    const other =
      lang === "en" ? { name: "Deutsch", lang: "de", title: TEXTS.de.title } : { name: "English", lang: "en", title: TEXTS.en.title };
    if (testInfo.project.name === "phone") await page.getByText(lang === "en" ? "Menu" : "Menü", { exact: true }).click();
    await page
      .getByRole("navigation", { name: t.languageNav })
      .filter({ visible: true })
      .first()
      .getByRole("link", { name: other.name })
      .click();
    await expect(page).toHaveURL(`${stay.path}?lang=${other.lang}`);
    await expect(page.getByRole("heading", { level: 1, name: other.title })).toBeVisible();

    // A tab the guest left open, to send again after the owner's check.
    const guestTab = await page.context().newPage();
    await guestTab.goto(`${stay.path}?lang=${lang}`);
    await waitForHydration(guestTab);

    // The owner: the guests on the stay, with the number in full; a correction; the identity check.
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    await page.goto(`/admin/arrivi/${stay.id}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Ospiti e documenti" });
    await expect(section).toContainText("Ospiti inseriti: 2 su 2");
    await expect(section.getByLabel("Link del check-in da mandare all'ospite")).toHaveValue(new RegExp(`${stay.path}$`));
    const entered = section.getByRole("listitem");
    await expect(entered.first()).toContainText("Rossi Marco");
    await expect(entered.first()).toContainText("CA1234567");
    await expect(entered.first()).toContainText("PESCARA (PE)");
    await expect(entered.nth(1)).toContainText("Müller Anna");
    await expect(entered.nth(1)).toContainText("GERMANIA");
    await expectNoAxeViolations(page, `the stay's guests (${lang})`);

    await section.getByText("Inserisci o correggi i dati degli ospiti").click();
    const form = section.getByRole("form", { name: "Inserisci o correggi i dati degli ospiti" });
    await expect(
      form.getByRole("group", { name: "Ospite 1 (chi prenota)" }).getByLabel("Numero del documento", { exact: true }),
    ).toHaveValue("CA1234567");
    // The guest's answers in the owner's form, in Italian; the owner adds the second guest's reason.
    const ownerPurpose = form.getByRole("group", { name: "Ospite 1 (chi prenota)" }).getByLabel("Motivo del viaggio (facoltativo)");
    await expect(ownerPurpose.locator("option:checked")).toHaveText("Lavoro, congressi");
    const secondGuest = form.getByRole("group", { name: "Ospite 2", exact: true });
    await secondGuest.getByLabel("Nome", { exact: true }).fill("Anna Lena");
    await secondGuest.getByLabel("Motivo del viaggio (facoltativo)").selectOption({ label: "Mare" });
    await form.getByRole("button", { name: "Salva i dati degli ospiti" }).click();
    await expectToast(page, "Dati degli ospiti salvati");
    await expect(entered.nth(1)).toContainText("Müller Anna Lena");
    expect((await storedGuests(request, stay.id)).guests.map((g) => [g.tripPurpose, g.transport])).toEqual([
      ["CONGRESSUALE/AFFARI", "AEREO+TRENO"],
      ["BALNEARE", "AUTO"],
    ]);

    // Guests are identified as they arrive: nothing to tick before the arrival day. The stay is
    // then moved to have begun yesterday (a past night only: no later journey finds the room taken).
    const identity = section.getByRole("group", { name: "Identità degli ospiti" });
    await expect(identity).toContainText("potrai segnarlo dal");
    await expect(identity.getByRole("button")).toHaveCount(0);
    const today = todayInItaly();
    const begun = await request.patch(`/api/stays/${stay.id}`, { data: { checkIn: addDays(today, -1), checkOut: today, override: true } });
    expect(begun.status(), await begun.text()).toBe(200);
    await page.reload();
    await waitForHydration(page);
    await identity.getByRole("button", { name: "Identità verificata di persona" }).click();
    await expectToast(page, "Identità segnata come verificata");
    await expect(section).toContainText(/Identità verificata di persona il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}, da admin\./);
    const checked = await storedGuests(request, stay.id);
    expect(checked.identityCheckedAt).not.toBeNull();
    expect(checked.identityCheckMethod).toBe("in-person");

    // The open tab's send is refused with the server's words, and nothing is left to change there.
    await guestTab.getByRole("button", { name: t.submit }).click();
    await expect(guestTab.getByRole("alert").filter({ hasText: t.closedError })).toBeVisible();
    await expect(guestTab.getByRole("button", { name: t.submit })).toBeDisabled();
    await guestTab.close();

    // The guest's link now says so, with no form left to change.
    await page.goto(`${stay.path}?lang=${lang}`);
    await expect(page.getByText(t.closed)).toBeVisible();
    await expect(page.getByRole("button", { name: t.submit })).toHaveCount(0);

    // A wrong token: the site's ordinary 404, saying nothing of any stay.
    for (const wrong of [`/check-in/${"A".repeat(32)}`, "/check-in/short"]) {
      const missing = await page.goto(wrong);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      expect(missing?.headers()["cache-control"]).toContain("no-store");
    }
    // The refused posts (400, 409) and the wrong tokens (404) are logged by the browser itself.
    expect(errors.filter((e) => !/status of (400|404|409)/.test(e))).toEqual([]);
    await request.delete(`/api/stays/${stay.id}`);
  });
}

test("two friends as individuals, their names in Russian letters: each gives a document and the passport's Latin spelling", async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // a whole party, the transliteration table's first load, an axe run
  const t = TEXTS.en;
  const errors = collectErrors(page);
  expect((await request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const arrival = addDays(todayInItaly(), 360 + (testInfo.project.name === "phone" ? 0 : 5));
  const created = await request.post("/api/stays", {
    data: {
      roomId: ROOM_ID,
      checkIn: arrival,
      checkOut: addDays(arrival, 2),
      guests: 2,
      source: "direct",
      leadGuest: { name: `Ivan Ivanov ${testInfo.project.name}` },
      language: "en",
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const stay = (await created.json()) as { id: number; checkInUrl: string };
  // The transliteration table is half a megabyte: fetched only once a name in another script is typed.
  const transliteration: string[] = [];
  page.on("request", (req) => {
    if (/any-ascii/.test(req.url())) transliteration.push(req.url());
  });

  await skipConsent(page);
  await page.goto(new URL(stay.checkInUrl).pathname);
  await waitForHydration(page);
  const lead = page.getByRole("group", { name: t.lead, exact: true });
  const second = page.getByRole("group", { name: t.second, exact: true });
  const latin = (guest: Locator, name: "Surname" | "Given name") => guest.getByLabel(`${name} in Latin letters`, { exact: true });
  await expect(second.getByLabel(t.documentNumber, { exact: true })).toBeHidden();
  await expect(latin(lead, "Surname")).toBeHidden();

  // Individuals: every guest's document fields show.
  await page.getByRole("group", { name: t.party }).getByRole("radio", { name: "Individuals" }).check();
  await expect(second.getByLabel(t.documentNumber, { exact: true })).toBeVisible();
  expect(transliteration).toEqual([]);

  // Names in Cyrillic: their Latin spelling is asked for, prefilled with a suggestion to check.
  await lead.getByLabel(t.surname, { exact: true }).fill("Иванов");
  await expect(latin(lead, "Surname")).toHaveValue("IVANOV");
  await expect(latin(lead, "Surname")).toHaveAccessibleDescription("As printed in the passport: correct our suggestion if needed.");
  await lead.getByLabel(t.givenName, { exact: true }).fill("Иван");
  await expect(latin(lead, "Given name")).toHaveValue("IVAN");
  expect(transliteration.length).toBeGreaterThan(0);
  await second.getByLabel(t.surname, { exact: true }).fill("Петрова");
  await expect(latin(second, "Surname")).toHaveValue("PETROVA");
  await second.getByLabel(t.givenName, { exact: true }).fill("Юлия");
  await expect(latin(second, "Given name")).toHaveValue("YULIYA");
  // Her passport spells it otherwise: corrected, it stays as she wrote it.
  await latin(second, "Given name").fill("IULIIA");
  await second.getByLabel(t.givenName, { exact: true }).fill("Юлия ");
  await expect(latin(second, "Given name")).toHaveValue("IULIIA");

  for (const [guest, sex, born, number] of [
    [lead, t.male, "1988-02-03", "751234567"],
    [second, t.female, "1990-11-21", "752345678"],
  ] as const) {
    await guest.getByRole("radio", { name: sex, exact: true }).check();
    await guest.getByLabel(t.birthDate, { exact: true }).fill(born);
    await choosePlace(guest, t.birthCountry, "russ", "Russian Federation");
    await choosePlace(guest, t.citizenship, "Russland", "Russian Federation", "keyboard");
    await choosePlace(guest, t.residenceCountry, "russia", "Russian Federation");
    await guest.getByLabel(t.documentType, { exact: true }).selectOption({ label: "Passport" });
    await guest.getByLabel(t.documentNumber, { exact: true }).fill(number);
    await choosePlace(guest, t.issuePlace, "russ", "Russian Federation");
  }
  await expectNoAxeViolations(page, "check-in as individuals, names in Latin letters");
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: t.sent })).toBeVisible();
  // Neither number is shown back in full: each field emptied, its mask in its description.
  await expect(lead.getByLabel(t.documentNumber, { exact: true })).toHaveValue("");
  await expect(lead.getByLabel(t.documentNumber, { exact: true })).toHaveAccessibleDescription("Saved: •••••4567. Leave empty to keep it.");
  await expect(second.getByLabel(t.documentNumber, { exact: true })).toHaveAccessibleDescription(
    "Saved: •••••5678. Leave empty to keep it.",
  );

  const saved = await storedGuests(request, stay.id);
  expect(saved.partyType).toBe("individuals");
  expect(saved.guests[0]).toMatchObject({
    surname: "Иванов",
    givenName: "Иван",
    surnameLatin: "IVANOV",
    givenNameLatin: "IVAN",
    documentType: "PASOR",
    documentNumber: "751234567",
  });
  expect(saved.guests[1]).toMatchObject({
    surname: "Петрова",
    givenName: "Юлия",
    surnameLatin: "PETROVA",
    givenNameLatin: "IULIIA",
    documentType: "PASOR",
    documentNumber: "752345678",
  });

  // Opened again: the choice, the spellings and both documents as stored, the numbers masked.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("group", { name: t.party }).getByRole("radio", { name: "Individuals" })).toBeChecked();
  await expect(latin(second, "Given name")).toHaveValue("IULIIA");
  await expect(second.getByRole("combobox", { name: t.issuePlace, exact: true })).toHaveValue("Russian Federation");
  await expect(second.getByLabel(t.documentNumber, { exact: true })).toHaveValue("");
  expect(await page.content()).not.toMatch(/751234567|752345678/);
  expect(errors).toEqual([]);
  await request.delete(`/api/stays/${stay.id}`);
});
