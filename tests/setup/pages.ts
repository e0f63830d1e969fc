import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type * as DbClient from "~/db/client.server";
import type * as Media from "~/features/media/media.server";
import type { TestServer } from "./test-server";

/**
 * The site's real pages (every route, loader and component), compiled by Vite as in
 * development, for tests that need React Router's rendering behind the Express app.
 * Vite loads its own copy of the app's modules: `share` points them at the test server's database.
 */
export async function loadPages(): Promise<{ build: ServerBuild; clientDir: string; share: (server: TestServer) => Promise<void>; close: () => Promise<void> }> {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "error" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return {
    build,
    clientDir: path.resolve("public"),
    share: async (server) => {
      const client = (await vite.ssrLoadModule("/app/db/client.server.ts")) as typeof DbClient;
      const media = (await vite.ssrLoadModule("/app/features/media/media.server.ts")) as typeof Media;
      client.setDatabase(server.database);
      media.setUploadsDir(server.uploadsDir);
    },
    close: () => vite.close(),
  };
}
