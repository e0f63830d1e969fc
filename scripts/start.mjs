// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { ensureBuild, entry } from "./ensure-build.mjs";

ensureBuild();

// React's production build on the server; secrets are still required only with NODE_ENV=production.
if (!process.env.NODE_ENV) process.env.APP_MODE = "local";
process.env.NODE_ENV ??= "production";
await import(entry);
