import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // The server bundle's entry is our Express app, not React Router's bare handler.
    rollupOptions: isSsrBuild ? { input: "./server/main.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
