import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { pageLanguageTextChunks, pageLanguageTexts } from "./scripts/vite-page-language-texts.ts";

/**
 * The compiled messages (shared/i18n/compiled/messages/) call Paraglide's runtime only to detect a
 * locale, which every call gives; the app's bundles get a two-line stand-in instead of its ~4 KB
 * (docs/decisions/016-i18n-library.md). Node (the server's own modules, tests) keeps the real one.
 */
const paraglideRuntimeStandIn: Plugin = {
  name: "paraglide-runtime-stand-in",
  enforce: "pre",
  resolveId(source, importer) {
    if (
      source === "../runtime.js" &&
      importer?.includes(`${path.sep}shared${path.sep}i18n${path.sep}compiled${path.sep}`)
    )
      return path.resolve("shared/i18n/runtime-stand-in.ts");
    return undefined;
  },
};

/** Libraries of many small modules that the server bundles rather than loads whole (ssr.noExternal). */
export const serverBundled = ["lucide-react", "date-fns", "radix-ui", /^@radix-ui\//, /^@react-email\//];

const languageTexts = pageLanguageTexts();

export default defineConfig({
  plugins: [paraglideRuntimeStandIn, tailwindcss(), reactRouter(), languageTexts, pageLanguageTextChunks()],
  // Bundled into the server build so that only the parts in use are loaded: left external, Node
  // would load all of lucide-react's icons (about 40 MB of memory) at start-up, every Radix
  // primitive, every date-fns function and every React Email component (docs/decisions/022-benchmarks-and-memory.md).
  ssr: { noExternal: serverBundled },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    // Every icon in one small chunk: split by page they made a dozen tiny requests, which slowed
    // the first paint on phones (Lighthouse) more than the few shared bytes cost.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The back-office's texts in one file per language (scripts/vite-page-language-texts.ts).
          groups: [{ name: "icons", test: /[\\/]lucide-react[\\/]/ }, languageTexts.backOfficeTexts],
        },
      },
    },
  },
});
