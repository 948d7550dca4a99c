import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Bundled into the server build so that only the icons in use are loaded: left external,
  // Node would load all of lucide-react's icons (about 40 MB of memory) at start-up.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    // Every icon in one small chunk: split by page they made a dozen tiny requests, which slowed
    // the first paint on phones (Lighthouse) more than the few shared bytes cost.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "icons", test: /[\\/]lucide-react[\\/]/ }] } },
    },
  },
});
