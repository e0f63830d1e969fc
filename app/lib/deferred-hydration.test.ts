import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRequestHandler, Links, Meta, Outlet, Scripts, ServerRouter, useLoaderData, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { BOOT_SCRIPT, deferHydration, deferHydrationBytes, MODULE_PRELOAD, ROUTE_IMPORT } from "./deferred-hydration";

/** A document in the shape React Router writes, with text in the four languages around its scripts. */
const page = (boot: boolean) =>
  `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>` +
  `<title>Frühstück — Casa Brezza · Desayuno: 12 € ☕</title></head><body><h1>Camere è colazione, niños, ß</h1>` +
  (boot
    ? `<script nonce="n0nce" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n` +
      `window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");</script>`
    : "") +
  `<p>Übernachtung ab 90 €, señora 🌊</p></body></html>`;

describe("deferHydrationBytes", () => {
  it("gives the same bytes as deferHydration on the decoded text, for a page with characters beyond Latin-1", () => {
    const html = page(true);
    const expected = Buffer.from(deferHydration(html), "utf8");
    const bytes = deferHydrationBytes(Buffer.from(html, "utf8"));
    expect(bytes.equals(expected)).toBe(true);
    const text = bytes.toString("utf8");
    // The boot script was rewritten (the check that the patterns matched at all) and the text kept.
    expect(text).not.toContain('rel="modulepreload"');
    expect(text).toContain('const [route0] = await Promise.all([import("/assets/root-2.js")]);');
    expect(text).toContain("Frühstück — Casa Brezza · Desayuno: 12 € ☕");
    expect(text).toContain("<p>Übernachtung ab 90 €, señora 🌊</p>");
  });

  it("returns a document without React Router's boot script as it was", () => {
    const input = Buffer.from(page(false), "utf8");
    expect(deferHydrationBytes(input)).toBe(input);
  });
});

/**
 * The contract with React Router: the boot script, the route imports and the module preloads in
 * the shape the rewrite's patterns expect, on a document React Router itself renders (its request
 * handler, ServerRouter and <Scripts>) from a build shaped as react-router.config.ts makes ours:
 * SSR, routes discovered lazily, no route module split. When an upgrade changes that shape the
 * rewrite leaves every page unchanged (the JavaScript then loads early, not after the page): these
 * tests say which pattern no longer matches.
 */
describe("React Router's boot script, as deferHydration expects it", () => {
  const NONCE = "c29tZS1ub25jZQ==";
  const ASSETS = {
    entry: "/assets/entry.client-A1.js",
    shared: "/assets/chunk-B2.js",
    root: "/assets/root-C3.js",
    home: "/assets/home-D4.js",
  };

  // Without client modules of their own: route module splitting is off in react-router.config.ts.
  const route = {
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
  const build: ServerBuild = {
    entry: {
      module: {
        default: async (request, status, headers, context) => {
          const stream = await renderToReadableStream(createElement(ServerRouter, { context, url: request.url, nonce: NONCE }), {
            nonce: NONCE,
          });
          await stream.allReady;
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(stream, { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        module: {
          default: function Root() {
            const head = createElement("head", null, createElement(Meta), createElement(Links));
            return createElement(
              "html",
              { lang: "it" },
              head,
              createElement("body", null, createElement(Outlet), createElement(Scripts, { nonce: NONCE })),
            );
          },
        },
      },
      "routes/home": {
        id: "routes/home",
        parentId: "root",
        index: true,
        module: {
          // A promise, as the home page's rooms and reviews: its data follows in the stream's scripts.
          loader: () => ({ title: "Casa Brezza", rooms: Promise.resolve(["uno", "due"]) }),
          default: function Home() {
            return createElement("h1", null, useLoaderData<{ title: string }>().title);
          },
        },
      },
    },
    assets: {
      entry: { module: ASSETS.entry, imports: [ASSETS.shared] },
      routes: {
        root: { id: "root", path: "", module: ASSETS.root, imports: [ASSETS.shared], hasLoader: false, ...route },
        "routes/home": {
          id: "routes/home",
          parentId: "root",
          index: true,
          module: ASSETS.home,
          imports: [ASSETS.shared],
          hasLoader: true,
          ...route,
        },
      },
      url: "/assets/manifest-E5.js",
      version: "E5",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };

  const rendered = async () => {
    const response = await createRequestHandler(build, "production")(new Request("http://bnb.test/"));
    expect(response.status).toBe(200);
    return response.text();
  };

  it("is one module script with the nonce, each route's module imported as routeN", async () => {
    const html = await rendered();
    const boot = BOOT_SCRIPT.exec(html);
    expect(
      boot,
      `no <script nonce="…" type="module" async=""> in React Router's document: BOOT_SCRIPT (app/lib/deferred-hydration.ts) must follow its new shape.\n${html}`,
    ).not.toBeNull();
    expect(boot![1], "the boot script's nonce").toBe(NONCE);
    const imports = [...boot![2]!.matchAll(ROUTE_IMPORT)].map(([, name, href]) => [name, href]);
    expect(imports, `the boot script's route imports no longer match ROUTE_IMPORT:\n${boot![2]}`).toEqual([
      ["route0", ASSETS.root],
      ["route1", ASSETS.home],
    ]);
    // Anything else imported statically would be left inside the function the rewrite wraps it in.
    expect(boot![2]!.replace(ROUTE_IMPORT, ""), "a static import ROUTE_IMPORT does not take").not.toMatch(/^\s*import\s+[^(]/m);
  });

  it("preloads the entry, the shared chunk and each route's module as modulepreload links", async () => {
    const html = await rendered();
    const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
    expect(new Set(preloads), `the modulepreload links no longer match MODULE_PRELOAD:\n${html}`).toEqual(new Set(Object.values(ASSETS)));
  });

  it("is rewritten to load the same modules after the page, as a script that parses", async () => {
    const html = await rendered();
    const deferred = deferHydration(html);
    expect(deferred, "deferHydration left React Router's document unchanged").not.toBe(html);
    expect(deferred).not.toMatch(/rel="modulepreload"|type="module" async=""/);
    const script = new RegExp(`<script nonce="${NONCE}" type="module">([\\s\\S]*?)</script>`).exec(deferred)?.[1];
    expect(script, "the rewritten boot script").toBeDefined();
    for (const href of Object.values(ASSETS)) expect(script, href).toContain(JSON.stringify(href));
    expect(script).toContain(
      `const [route0, route1] = await Promise.all([import(${JSON.stringify(ASSETS.root)}), import(${JSON.stringify(ASSETS.home)})]);`,
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain(`import(${JSON.stringify(ASSETS.entry)})`);
    // A module script without static imports: it parses as a function body.
    expect(() => new Function(script!)).not.toThrow();
    // The rest of the document is React Router's: the context and the promise's data, the page.
    expect(deferred).toContain("window.__reactRouterContext = ");
    expect(deferred).toMatch(/streamController\.enqueue\(/);
    expect(deferred).toContain("<h1>Casa Brezza</h1>");
  });
});
