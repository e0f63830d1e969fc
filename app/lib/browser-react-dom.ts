// React DOM as the built panel sees it in the browser: Preact's compatible runtime (vite.config.ts,
// `browserRuntime`), and React DOM's resource hints, which only the server's HTML needs (React
// renders it and hoists them into the head), as no-ops.
// @ts-expect-error preact/compat declares its types with `export =`, which `export *` cannot
// re-export; the bundler reads its ES module, whose names are React DOM's.
export * from "preact/compat";
export { default } from "preact/compat";

export function preload(): void {}
