import { expect, test } from "@playwright/test";

test("a server-rendered page arrives complete and then hydrates", async ({ page, request }) => {
  // The HTML itself (before any script runs) already holds the page.
  const html = await (await request.get("/rooms")).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/<h1[^>]*>Our rooms<\/h1>/);

  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/camere");
  await expect(page.getByRole("heading", { level: 1, name: "Le nostre camere" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(errors, "no script errors, including CSP violations").toEqual([]);
});

test("the page's script comes after the first paint, and without a reported paint after load", async ({ page }) => {
  // Asked for once the first paint is reported: never among the requests before it.
  await page.goto("/prezzi");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const { paint, script } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    script: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes("/assets/islands-"))
      .map((e) => e.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(script).toHaveLength(1);
  expect(script[0]).toBeGreaterThanOrEqual(paint);

  // A browser that reports no paint (or a page painted in a background tab): load brings it.
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [], configurable: true });
  });
  await page.goto("/prezzi");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Paints that are never reported: 3 s after load.
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => ["paint"], configurable: true });
    PerformanceObserver.prototype.observe = () => {};
  });
  await page.goto("/prezzi");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 10_000 });
});

test("unknown paths answer 404 with the English Page Not Found page", async ({ page }) => {
  const response = await page.goto("/questa-pagina-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("every localized path and alias of the route table is served", async ({ request }) => {
  const paths = [
    "/",
    "/camere",
    "/rooms",
    "/zimmer",
    "/habitaciones",
    "/camere/uno",
    "/rooms/due",
    "/zimmer/tre",
    "/habitaciones/quattro",
    "/chi-siamo",
    "/about",
    "/uber-uns",
    "/sobre-nosotros",
    "/contatti",
    "/contact",
    "/kontakt",
    "/contacto",
    "/prezzi",
    "/tariffe",
    "/rates",
    "/preise",
    "/tarifas",
    "/preventivo",
    "/quote",
    "/angebot",
    "/presupuesto",
    "/colazione",
    "/breakfast",
    "/fruhstuck",
    "/desayuno",
    "/recensione",
    "/reviews",
    "/bewertungen",
    "/resenas",
    "/admin",
    "/privacy",
    "/super-admin",
  ];
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toContain("text/html");
  }
});

test("hydrating a page builds no Intl formatter: counts, prices, months and the country come written", async ({ page }) => {
  // A page's first Intl formatter costs a phone about 60-100 ms of main thread (ICU's data): the
  // loaders write the season months, the country and the visit counts; distances use smallNumber.
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { __intlMade: made });
    for (const name of ["DateTimeFormat", "NumberFormat", "DisplayNames"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const counted = function (...args: unknown[]) {
        made.push(`${name} ${JSON.stringify(args)}`);
        return new Original(...args);
      };
      counted.prototype = Original.prototype;
      Object.assign(Intl, { [name]: counted });
    }
  });
  for (const path of ["/camere/uno", "/prezzi", "/contatti", "/rooms/due"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
    expect(made, path).toEqual([]);
  }
});
