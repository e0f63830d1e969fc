import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { roomIdOf } from "../site/rooms-helpers";
import { ADMIN, expectToast } from "./admin-helpers";

/**
 * The owner hands over the keys, end to end: she adds a passkey and signs in with it alone; she
 * invites a cleaner, and since the journeys' server sends no e-mail, the panel gives her the
 * link to pass on; on the cleaner's own phone (a new browser) the link sets a password, the
 * cleaner signs in with her address, marks today's room clean and cannot read a stay's guests,
 * neither the page nor the API. Whatever it makes (the passkey, the stay, the account, the
 * room's mark) it takes away again, so the other journeys find the panel as they left it.
 */

// WebAuthn wants the site's name, never a numeric address: this journey runs on localhost, the
// same server, which is also the address the invitation's link is built on (no PUBLIC_URL).
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3211}`;
test.use({ baseURL: ORIGIN });

/** Each project its own room and guest (the housekeeping journey has the other two rooms). */
const SETUP = {
  phone: { slug: "uno", room: "Camera Uno", guest: "Ilaria Conti", document: "CA70001PH" },
  desktop: { slug: "due", room: "Camera Due", guest: "Marco Galli", document: "CA70002DT" },
} as const;

const CLEANER_PASSWORD = "una-password-delle-pulizie-2027";
const passkeyButton = (page: Page) => page.getByRole("button", { name: "Accedi con una passkey" });
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

/** Chromium's own virtual authenticator: a platform one with user verification, holding discoverable credentials. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

/** Opens a section through its tab and waits for it to come alive. */
async function openSection(page: Page, name: string, path: string): Promise<void> {
  const tab = page.getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

type RoomStatus = { id: number; name: string; status: string };

async function roomsStatus(request: APIRequestContext): Promise<RoomStatus[]> {
  const res = await request.get("/api/rooms/status");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { rooms: RoomStatus[] }).rooms;
}

/** A stay that left the project's room this morning (it makes the room "to clean"), its guest's document entered. */
async function departedStay(request: APIRequestContext, roomId: number, guest: string, document: string): Promise<number> {
  const today = todayInItaly();
  const created = await request.post("/api/stays", {
    data: {
      roomId,
      checkIn: addDays(today, -2),
      checkOut: today,
      guests: 1,
      source: "direct",
      leadGuest: { name: guest },
      language: "it",
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const [givenName, surname] = guest.split(" ");
  const guests = await request.put(`/api/stays/${id}/guests`, {
    data: {
      guests: [
        {
          surname,
          givenName,
          sex: "F",
          birthDate: "1985-06-14",
          birthCountry: "100000100",
          birthPlace: "413068028",
          citizenship: "100000100",
          residenceCountry: "100000100",
          residencePlace: "413068028",
          documentType: "IDELE",
          documentNumber: document,
          documentIssuePlace: "413068028",
        },
      ],
    },
  });
  expect(guests.status(), await guests.text()).toBe(200);
  expect(await guests.text()).toContain(document);
  return id;
}

test("the owner signs in with a passkey, invites a cleaner by a link she passes on, and the cleaner does her job and nothing else", async ({
  page,
  browser,
}, testInfo) => {
  // Four sign-ins, a registration, two browsers and eight axe passes.
  test.setTimeout(240_000);
  const project = testInfo.project.name as keyof typeof SETUP;
  const { slug, room, guest, document } = SETUP[project];
  const cleaner = { name: `Marta ${project}`, email: `marta.${project}.${Date.now().toString(36)}@example.com` };
  const errors = collectErrors(page);
  const owner = page.request;
  let stayId: number | undefined;
  let cleanerId: number | undefined;
  let roomBefore: RoomStatus | undefined;
  let roomId: number | undefined;

  await addVirtualAuthenticator(page);
  await page.goto("/admin");
  await hydrated(page);
  await expect(passkeyButton(page)).toBeVisible();
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expectToast(page, "Login effettuato");

  try {
    // 1. A passkey, then a sign-in with it alone: no username, no password.
    await openSection(page, "Il mio account", "/admin/account");
    const passkeys = page.getByRole("region", { name: "Passkey" });
    await passkeys.getByLabel("Nome della passkey").fill("Telefono della titolare");
    await passkeys.getByRole("button", { name: "Aggiungi una passkey" }).click();
    await expectToast(page, "Passkey aggiunta", "Da ora puoi accedere con questa passkey.");
    await expect(passkeys.getByRole("listitem").filter({ hasText: "Telefono della titolare" })).toBeVisible();
    await expectNoAxeViolations(page, "Il mio account with the owner's passkey");

    await page.getByRole("button", { name: "Esci", exact: true }).click();
    await expect(passkeyButton(page)).toBeVisible();
    expect((await owner.get("/api/users")).status()).toBe(401);
    await expectNoAxeViolations(page, "the sign-in, offering the passkey");
    await passkeyButton(page).click();
    await expectToast(page, "Login effettuato", "Benvenuto nel pannello amministratore");
    expect((await owner.get("/api/users")).status()).toBe(200);

    // The day's work the cleaner will find: a stay that left the room this morning.
    roomId = await roomIdOf(owner, slug);
    roomBefore = (await roomsStatus(owner)).find((r) => r.id === roomId);
    stayId = await departedStay(owner, roomId, guest, document);

    // 2. The invitation: no e-mail leaves this server, so the panel shows the link to pass on.
    await openSection(page, "Utenti", "/admin/utenti");
    await expect(page.getByText("L'invio delle e-mail non è configurato (SMTP_URL)")).toBeVisible();
    const form = page.getByRole("region", { name: "Invita una persona" });
    await form.getByLabel("Nome").fill(cleaner.name);
    await form.getByLabel("Indirizzo e-mail").fill(cleaner.email);
    await form.getByRole("radio", { name: /^Pulizie/ }).check();
    await form.getByRole("button", { name: "Invia l'invito" }).click();
    // The link takes the focus, so it is in view and read out (before the toast's "Chiudi" takes it).
    const handOver = form.getByRole("group", { name: `Il link d'invito per ${cleaner.name}` });
    await expect(handOver).toBeFocused();
    await expectToast(page, `Invito pronto per ${cleaner.email}`, "Le e-mail non partono");
    await expect(handOver).toContainText(
      `Le e-mail non partono: manda tu questo link a ${cleaner.name} (per messaggio o WhatsApp). Vale 72 ore e si usa una volta sola.`,
    );
    const field = handOver.getByRole("textbox", { name: "Link d'invito" });
    await expect(field).toHaveAttribute("readonly", "");
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${ORIGIN}/admin/invito/[A-Za-z0-9_-]{20,}$`));
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
    await handOver.getByRole("button", { name: "Copia il link" }).click();
    await expectToast(page, "Link copiato");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoAxeViolations(page, "Utenti with the invitation's link");
    if (project === "phone") await page.screenshot({ path: testInfo.outputPath("utenti-link.png"), fullPage: true });

    const invited = page.getByRole("listitem").filter({ hasText: cleaner.email });
    await expect(invited).toContainText("Invitato");
    await expect(invited).toContainText("Pulizie");
    const accounts = (await (await owner.get("/api/users")).json()) as { items: { id: number; email: string | null }[] };
    cleanerId = accounts.items.find((a) => a.email === cleaner.email)?.id;
    expect(cleanerId).toBeDefined();
    // Shown once: the page keeps no link, a reload leaves only "Manda di nuovo l'invito".
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("textbox", { name: "Link d'invito" })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(link);

    // 3. The cleaner's phone: another browser, nobody signed in.
    const phone = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const cleanerPage = await phone.newPage();
      const cleanerErrors = collectErrors(cleanerPage);
      await cleanerPage.goto(link);
      await hydrated(cleanerPage);
      await expect(cleanerPage.getByRole("heading", { level: 1, name: "Scegli la tua password" })).toBeVisible();
      await expect(cleanerPage.getByText(`Ciao ${cleaner.name}`)).toBeVisible();
      await expectNoAxeViolations(cleanerPage, "the invitation's page");
      await cleanerPage.getByLabel("Nuova password").fill(CLEANER_PASSWORD);
      await cleanerPage.getByLabel("Ripeti la password").fill(CLEANER_PASSWORD);
      await cleanerPage.getByRole("button", { name: "Salva la password" }).click();
      await expect(cleanerPage.getByRole("heading", { level: 1, name: "Password salvata" })).toBeVisible();
      await cleanerPage.getByRole("link", { name: "Vai al pannello" }).click();

      await hydrated(cleanerPage);
      await cleanerPage.getByLabel("Username").fill(cleaner.email);
      await cleanerPage.getByLabel("Password", { exact: true }).fill(CLEANER_PASSWORD);
      await cleanerPage.getByRole("button", { name: "Accedi", exact: true }).click();
      await expect(cleanerPage).toHaveURL(/\/admin\/pulizie$/);
      await expect(cleanerPage.getByRole("heading", { level: 2, name: "Camere da preparare" })).toBeVisible();
      await hydrated(cleanerPage);

      // Today's rooms, each one; hers is to clean, with who left it (a name, nothing else).
      for (const { name } of await roomsStatus(owner)) {
        await expect(cleanerPage.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
      }
      const card = cleanerPage
        .getByRole("listitem")
        .filter({ has: cleanerPage.getByRole("heading", { level: 3, name: room, exact: true }) });
      const buttons = card.getByRole("group", { name: `Stato di ${room}` });
      await expect(card).toContainText("Da pulire");
      await expect(card).toContainText(`Parte oggi:${guest}`);
      await expect(buttons.getByRole("button", { name: "Da pulire" })).toHaveAttribute("aria-pressed", "true");
      await expectNoAxeViolations(cleanerPage, "the cleaner's Camere da preparare");

      await buttons.getByRole("button", { name: "Pulita" }).click();
      await expectToast(cleanerPage, `${room}: pulita`);
      await expect(card).toContainText(new RegExp(`Segnato oggi alle \\d\\d:\\d\\d da ${cleaner.email.replace(/\./g, "\\.")}`));
      await cleanerPage.reload();
      await hydrated(cleanerPage);
      await expect(buttons.getByRole("button", { name: "Pulita" })).toHaveAttribute("aria-pressed", "true");
      await expect(buttons.getByRole("button", { name: "Da pulire" })).toHaveAttribute("aria-pressed", "false");
      if (project === "phone") await cleanerPage.screenshot({ path: testInfo.outputPath("camere-da-preparare.png"), fullPage: true });
      expect((await roomsStatus(owner)).find((r) => r.id === roomId)?.status).toBe("clean");

      // 4. A stay's guests by their address: neither the page nor the API opens them to her.
      await cleanerPage.goto(`/admin/arrivi/${stayId}`);
      await expect(cleanerPage.getByText("Questa sezione non è aperta al tuo account.")).toBeVisible();
      await hydrated(cleanerPage);
      await expectNoAxeViolations(cleanerPage, "a stay's page, not open to housekeeping");
      expect(await cleanerPage.content()).not.toContain(document);
      const guests = await cleanerPage.request.get(`/api/stays/${stayId}/guests`);
      expect(guests.status()).toBe(403);
      const refusal = await guests.text();
      expect((JSON.parse(refusal) as { error: { code: string } }).error.code).toBe("forbidden");
      expect(refusal).not.toContain(document);
      // The owner's own reading still shows them: the refusal is the role's, not a missing stay.
      expect(await (await owner.get(`/api/stays/${stayId}/guests`)).text()).toContain(document);
      expect(cleanerErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    } finally {
      await phone.close();
    }
  } finally {
    if (stayId !== undefined) await owner.delete(`/api/stays/${stayId}`);
    if (roomId !== undefined && roomBefore && (await roomsStatus(owner)).find((r) => r.id === roomId)?.status !== roomBefore.status) {
      await owner.patch(`/api/rooms/${roomId}/status`, { data: { status: roomBefore.status } });
    }
    if (cleanerId !== undefined) await owner.delete(`/api/users/${cleanerId}`);
    // The other journeys sign the owner in with her password alone.
    const list = await owner.get("/api/auth/passkeys");
    if (list.status() === 200) {
      for (const { id } of ((await list.json()) as { items: { id: string }[] }).items) {
        await owner.delete(`/api/auth/passkeys/${id}`, { data: { password: ADMIN.password } });
      }
    }
  }
  expect((await (await owner.get("/api/auth/passkeys")).json()) as unknown).toEqual({ items: [] });
  expect(errors).toEqual([]);
});
