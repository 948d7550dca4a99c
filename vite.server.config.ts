import { defineConfig } from "vite";
import { serverBundled } from "./vite.config.ts";

/** Compiles the server process (server/main.ts) to plain JavaScript, dependencies left external. */
export default defineConfig({
  build: {
    ssr: "server/main.server.ts",
    outDir: "build/runtime",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
  ssr: { noExternal: serverBundled },
  publicDir: false,
  logLevel: "warn",
});
