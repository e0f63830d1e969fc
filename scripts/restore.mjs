// `npm run restore -- FILE [--force]`: a backup into the DATA_DIR / DATABASE_URL that `npm start` reads.
// The built server does it (server/restore-cli.ts), so it runs wherever `npm start` runs.
import { ensureBuild, entry } from "./ensure-build.mjs";

ensureBuild();

if (!process.env.NODE_ENV) process.env.APP_MODE = "local";
process.env.NODE_ENV ??= "production";
process.env.BNB_RESTORE = "1";
await import(entry);
