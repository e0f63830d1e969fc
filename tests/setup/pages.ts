import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

import type * as DbClient from "~/db/client.server";
import type * as Auth from "~/features/auth/auth.server";
import type * as Backups from "~/features/backups/backups.server";
import type * as Mail from "~/features/mail/mail.server";
import type * as Media from "~/features/media/media.server";
import type * as Spam from "~/features/spam/spam.server";

import { HtmlCache } from "../../server/html-cache/store";
import { pagesHandler, type PagesOptions } from "../../server/pages";
import { startTestServer, TEST_PERF_PATHS, type TestServer } from "./test-server";

/**
 * The site's real pages (every route, loader and component), compiled by Vite as in
 * development, for tests that need React Router's rendering behind the Express app.
 * Vite loads its own copy of the app's modules: `share` points them at the test server's database.
 */
export async function loadPages(): Promise<{
  build: ServerBuild;
  clientDir: string;
  /** The pages' request handler as the server makes it, in the tests' PERF_PATHS mode unless told. */
  handler: (options?: Partial<PagesOptions>) => RequestHandler;
  share: (server: TestServer) => Promise<void>;
  close: () => Promise<void>;
}> {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "error" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return {
    build,
    clientDir: path.resolve("public"),
    handler: (options) => pagesHandler(build, { publicUrl: undefined, perfPaths: TEST_PERF_PATHS, ...options }),
    share: async (server) => {
      const client = (await vite.ssrLoadModule("/app/db/client.server.ts")) as typeof DbClient;
      const media = (await vite.ssrLoadModule("/app/features/media/media.server.ts")) as typeof Media;
      const auth = (await vite.ssrLoadModule("/app/features/auth/auth.server.ts")) as typeof Auth;
      const mail = (await vite.ssrLoadModule("/app/features/mail/mail.server.ts")) as typeof Mail;
      const spam = (await vite.ssrLoadModule("/app/features/spam/spam.server.ts")) as typeof Spam;
      // The Backup section's loader reads what the server was started with (it has no Env).
      const backups = (await vite.ssrLoadModule("/app/features/backups/backups.server.ts")) as typeof Backups;
      client.setDatabase(server.database);
      media.setUploadsDir(server.uploadsDir);
      auth.setIpHashKey(server.ipHashKey);
      mail.configureMail({
        config: server.env.mail,
        ownerEmail: server.env.ownerEmail,
        siteUrl: server.env.publicUrl ?? "http://localhost:3000",
      });
      spam.setGuestWriteLimit(server.env.guestWriteLimit);
      backups.configureBackups(server.env);
    },
    close: () => vite.close(),
  };
}

/**
 * The test server with the real pages behind the page cache, as in production ("a change
 * shows on every page at once" needs both). `close` stops the server and Vite.
 */
export async function startSiteServer(): Promise<{ server: TestServer; close: () => Promise<void> }> {
  const pages = await loadPages();
  const server = await startTestServer({}, { pages: { handler: pages.handler(), clientDir: pages.clientDir }, htmlCache: new HtmlCache() });
  await pages.share(server);
  return {
    server,
    close: async () => {
      await server.close();
      await pages.close();
    },
  };
}
