import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rolldownOptions: isSsrBuild
      ? // The server bundle's entry is our Express app, not React Router's bare handler.
        { input: "./server/main.ts" }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
                { name: "shared", test: /[\\/](node_modules[\\/]lucide-react|app)[\\/]/, minShareCount: 2, priority: 20 },
              ],
            },
          },
        },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
