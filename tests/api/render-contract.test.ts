import fs from "node:fs";
import path from "node:path";
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type * as Entry from "~/entry.server";
import { routeModulesOf, toEntryContext, toRenderJob, withHandoff } from "~/lib/render-job.server";

import { routeBranches } from "../../server/render-worker";
import { loadPages } from "../setup/pages";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The render threads' contract with React Router (server/render-pool.ts, server/render-worker.ts,
 * app/lib/render-job.server.ts): they copy parts of React Router's entry context to another
 * thread and rebuild the rest there from the build, so a field React Router adds, drops or
 * retypes in an upgrade breaks them, or makes them render another page, without a type error.
 * Checked on real contexts, made by React Router's own request handler from the site's build.
 */
const WRITTEN_FOR = "7.18.4";
const UPGRADE =
  "After a React Router upgrade: serve the site with PERF_PATHS=off (React Router's stock handler) until app/lib/render-job.server.ts " +
  "and server/render-worker.ts follow the new shape, then update this test (docs/decisions/0020-fast-paths-behind-one-switch.md).";

let pages: Awaited<ReturnType<typeof loadPages>>;
let server: TestServer;
let build: ServerBuild;
let renderDocument: (typeof Entry)["renderDocument"];

beforeAll(async () => {
  pages = await loadPages();
  server = await startTestServer();
  await pages.share(server);
  build = pages.build;
  renderDocument = (build.entry.module as unknown as typeof Entry).renderDocument;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});

/** The entry context React Router hands the site's entry for `url`, left unrendered. */
async function entryContext(url: string): Promise<EntryContext> {
  let context: EntryContext | undefined;
  const capturing: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (_request, status, headers, ctx) => ((context = ctx), new Response("", { status, headers })),
      },
    },
  };
  const response = await createRequestHandler(capturing, process.env.NODE_ENV)(new Request(`http://bnb.test${url}`), {
    cspNonce: "bm9uY2U=",
    clientIp: "127.0.0.1",
  });
  expect(response.status, url).toBe(200);
  expect(context, `React Router did not call the entry's default export for ${url}`).toBeDefined();
  return context!;
}

type Kind = "string" | "boolean" | "object" | "function" | "array" | "stream" | "null" | "undefined";
const kindOf = (value: unknown): Kind =>
  value === null ? "null" : Array.isArray(value) ? "array" : value instanceof ReadableStream ? "stream" : (typeof value as Kind);

/** `value` is of one of `kinds`, or the failure names the field, what the render job does with it, and what to do. */
function expectField(value: unknown, field: string, kinds: Kind[], use: string): void {
  const kind = kindOf(value);
  expect(kinds.includes(kind), `React Router's ${field} is ${kind}, the render job expects ${kinds.join(" or ")}: ${use}. ${UPGRADE}`).toBe(
    true,
  );
}

/** Fields the two key sets do not share, named. */
function expectSameKeys(actual: object, expected: string[], what: string, use: string): void {
  const keys = Object.keys(actual);
  const added = keys.filter((k) => !expected.includes(k));
  const gone = expected.filter((k) => !keys.includes(k));
  expect(
    { added, gone },
    `${what}: fields new in React Router ${JSON.stringify(added)}, gone ${JSON.stringify(gone)}; ${use}. ${UPGRADE}`,
  ).toEqual({ added: [], gone: [] });
}

const PAGES = ["/", "/camere/due", "/?lang=en"];

describe("the render job's contract with React Router", () => {
  it(`runs on the React Router it was written for (${WRITTEN_FOR})`, () => {
    for (const name of ["react-router", "@react-router/node", "@react-router/express", "@react-router/dev"]) {
      const { version } = JSON.parse(fs.readFileSync(path.resolve("node_modules", name, "package.json"), "utf8")) as { version: string };
      expect(version, `${name} is ${version}; the render job was written for ${WRITTEN_FOR}. ${UPGRADE}`).toBe(WRITTEN_FOR);
    }
  });

  it.each(PAGES)("finds in the entry context of %s every field it copies or rebuilds, with its type", async (url) => {
    const context = await entryContext(url);
    // toEntryContext rebuilds every field on the render thread: one it does not know would be missing there.
    expectSameKeys(
      context,
      [
        "manifest",
        "branches",
        "routeModules",
        "staticHandlerContext",
        "criticalCss",
        "serverHandoffString",
        "serverHandoffStream",
        "renderMeta",
        "future",
        "ssr",
        "routeDiscovery",
        "isSpaMode",
        "serializeError",
      ],
      "EntryContext",
      "toEntryContext (app/lib/render-job.server.ts) builds exactly these on the render thread",
    );
    const copied = "copied to the render thread by toRenderJob";
    expectField(context.criticalCss, "EntryContext.criticalCss", ["undefined", "string", "object"], copied);
    expectField(context.serverHandoffString, "EntryContext.serverHandoffString", ["string"], copied);
    expectField(
      context.serverHandoffStream,
      "EntryContext.serverHandoffStream",
      ["stream"],
      "read to its end by toRenderJob, replayed chunk by chunk on the thread",
    );
    expectField(context.isSpaMode, "EntryContext.isSpaMode", ["boolean"], copied);
    expectField(context.renderMeta, "EntryContext.renderMeta", ["object"], "started empty on the thread");
    expectField(
      context.serializeError,
      "EntryContext.serializeError",
      ["function"],
      "replaced on the thread (only pages without errors go there)",
    );

    // Rebuilt on the thread from its own copy of the build: they must be the build's.
    const fromBuild = "rebuilt on the render thread from its copy of the build";
    expect(context.manifest, `EntryContext.manifest is no longer build.assets: ${fromBuild}. ${UPGRADE}`).toBe(build.assets);
    expect(context.future, `EntryContext.future is no longer build.future: ${fromBuild}. ${UPGRADE}`).toEqual(build.future);
    expect(context.ssr, `EntryContext.ssr is no longer build.ssr: ${fromBuild}. ${UPGRADE}`).toBe(build.ssr);
    expect(context.routeDiscovery, `EntryContext.routeDiscovery is no longer build.routeDiscovery: ${fromBuild}. ${UPGRADE}`).toEqual(
      build.routeDiscovery,
    );
    const modules = routeModulesOf(build);
    for (const [id, module] of Object.entries(context.routeModules)) {
      expect(module, `EntryContext.routeModules["${id}"] is no longer build.routes["${id}"].module: ${fromBuild}. ${UPGRADE}`).toBe(
        modules[id],
      );
    }
    // server/render-worker.ts ranks the build's routes with createStaticHandler and reads its _internalRouteBranches.
    expect(
      branchShape(routeBranches(build)),
      `EntryContext.branches differ from what routeBranches (server/render-worker.ts) computes from the build with createStaticHandler(...)._internalRouteBranches: ${fromBuild}. ${UPGRADE}`,
    ).toEqual(branchShape(context.branches));

    const handlerContext = context.staticHandlerContext;
    const field = (name: string) => `EntryContext.staticHandlerContext.${name}`;
    expectField(handlerContext.matches, field("matches"), ["array"], "copied as params, pathname, pathnameBase and route.id");
    expectField(handlerContext.loaderData, field("loaderData"), ["object"], "copied with its promises settled");
    expectField(handlerContext.loaderHeaders, field("loaderHeaders"), ["object"], "left out, and empty on the thread");
    expectField(handlerContext.actionHeaders, field("actionHeaders"), ["object"], "left out, and empty on the thread");
    expectField(
      handlerContext.errors,
      field("errors"),
      ["null"],
      "a page with errors is rendered on the server's thread (app/entry.server.tsx)",
    );
    for (const match of handlerContext.matches) {
      expectSameKeys(
        match,
        ["params", "pathname", "pathnameBase", "route"],
        field("matches[]"),
        "toRenderJob copies params, pathname, pathnameBase and route.id only",
      );
      expectField(match.params, field("matches[].params"), ["object"], copied);
      expectField(match.pathname, field("matches[].pathname"), ["string"], copied);
      expectField(match.pathnameBase, field("matches[].pathnameBase"), ["string"], copied);
      expectField(match.route.id, field("matches[].route.id"), ["string"], "the thread looks the route up by it");
    }
    // Every other field goes to the thread as it is, through postMessage's structured clone.
    const { matches: _m, loaderData: _d, loaderHeaders: _l, actionHeaders: _a, ...rest } = handlerContext;
    for (const [name, value] of Object.entries(rest)) {
      expect(() => structuredClone(value), `${field(name)} cannot be copied to the render thread (postMessage). ${UPGRADE}`).not.toThrow();
    }
  });

  it("finds in the build what the render thread reads from it", () => {
    expectField(
      build.entry.module.default,
      "build.entry.module.default",
      ["function"],
      "React Router's document handler (app/entry.server.tsx)",
    );
    expectField(renderDocument, "build.entry.module.renderDocument", ["function"], "what the render thread renders with");
    for (const [id, route] of Object.entries(build.routes)) {
      expectField(route, `build.routes["${id}"]`, ["object"], "ranked by routeBranches");
      expectField(route!.id, `build.routes["${id}"].id`, ["string"], "ranked by routeBranches");
      expectField(route!.parentId, `build.routes["${id}"].parentId`, id === "root" ? ["undefined"] : ["string"], "ranked by routeBranches");
      expectField(route!.path, `build.routes["${id}"].path`, ["string", "undefined"], "ranked by routeBranches");
      expectField(route!.index, `build.routes["${id}"].index`, ["boolean", "undefined"], "ranked by routeBranches");
      expectField(route!.caseSensitive, `build.routes["${id}"].caseSensitive`, ["boolean", "undefined"], "ranked by routeBranches");
      expectField(route!.module, `build.routes["${id}"].module`, ["object"], "the thread's EntryContext.routeModules");
    }
  });

  it.each(PAGES)("renders %s from a job copied as postMessage copies it exactly as from React Router's own context", async (url) => {
    const context = await entryContext(url);
    const nonce = "bm9uY2U=";
    const job = await toRenderJob(context, `http://bnb.test${url}`, nonce);
    const onThread = toEntryContext(build, routeBranches(build), routeModulesOf(build), structuredClone(job));
    const here = await renderDocument(withHandoff(context, job), job.url, nonce);
    const there = await renderDocument(onThread, job.url, nonce);
    expect(here.failed || there.failed, url).toBe(false);
    expect(there.html.toString("utf8"), `the page rendered from the render job differs from React Router's own. ${UPGRADE}`).toBe(
      here.html.toString("utf8"),
    );
  });
});

/** Ranked branches as data: each one's path, score and routes by id (the route objects differ). */
function branchShape(branches: EntryContext["branches"]) {
  return branches.map((branch) => ({
    path: branch.path,
    score: branch.score,
    routes: branch.routesMeta.map((meta) => ({
      relativePath: meta.relativePath,
      caseSensitive: meta.caseSensitive,
      childrenIndex: meta.childrenIndex,
      id: meta.route.id,
    })),
  }));
}
