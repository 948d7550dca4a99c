import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The code's layers (README, "Where a file goes"): shared/ is used by both sides and imports
 * neither; server/ never imports app/; in app/, only route modules reach server/ (in their loaders
 * and actions, which the build strips from the browser bundle; a server module imported anywhere
 * else fails the build because every server file is named *.server.ts).
 */
const browserOnly = [
  "react-dom",
  "react-dom/*",
  "sonner",
  "radix-ui",
  "@stripe/stripe-js",
  "embla-carousel-react",
];
const serverOnly = [
  "drizzle-orm",
  "drizzle-orm/*",
  "pg",
  "node:*",
  "stripe",
  "nodemailer",
  "@react-email/*",
  "pdfkit",
  "better-auth",
  "better-auth/*",
];
const restrict = (groups) => ["error", { patterns: groups }];

/*
 * The server's lower layers, which the domain folders build on: each may import only the folders
 * listed with it, and server/'s own top files (the logger, the configuration, the services' types).
 * A domain folder importing another is the domain's business; one of these importing a domain is
 * the wrong way round (README, "Where a file goes"; tests/integration/server-layers.test.ts plants one).
 */
const serverLowerLayers = {
  db: [],
  audit: ["db"],
  "rate-limit": ["db"],
  csv: [],
  pdf: [],
  calendar: [],
  legal: [],
};
const serverTopFiles = [
  "./logger.server.ts",
  "./config.server.ts",
  "./services.server.ts",
  "./project-root.server.ts",
];
/*
 * server/'s domain folders in their declared direction, lowest row first
 * (docs/decisions/031-server-layers.md): a folder imports the lower layers above, the folders of
 * earlier rows and its own files; never a folder of its own row or of a later one. So no two folders
 * import each other, and a use case lives above everything it calls: a lower folder that needs a
 * higher one's work is handed it by the caller, or the work moves up. A new folder takes its row
 * here before any other folder imports it (tests/integration/server-layers.test.ts checks every
 * folder of server/ has one).
 */
const serverDomainLayers = [
  // What the domains build on: the payment provider's adapters and webhook parsing (no domain), a
  // family's links, a group's schedule columns and SQL, invoices, backups.
  ["payments", "family-links", "group-schedule", "invoices", "backups"],
  // Seats and their holds (the live-hold rule, the seat row's lock and lane); the e-mail outbox.
  ["seats", "email"],
  ["auth", "notices"],
  ["admin", "delivery"],
  ["attendance", "content", "discounts", "groups"],
  ["group-messages", "reviews", "workshops"],
  ["waitlist"],
  // A booking's flow and its creation: the order, the payment's start, the webhook, fulfilment.
  ["bookings"],
  // Cancelling a booking, and the money back.
  ["refunds"],
  ["privacy"],
  // The pages' and the jobs' use cases, which nothing in server/ imports.
  [
    "booking-page",
    "certificates",
    "coaches",
    "family-page",
    "http",
    "jobs",
    "newsletter",
    "productivity",
    "seed",
    "seo",
  ],
];
// The composition root's files a domain folder may import besides its rows: server/http types its
// routes with the app's request handler.
const serverRootImports = { http: ["./app.server.ts"] };
const serverLayerZones = [
  ...Object.entries(serverLowerLayers).map(([folder, allowed]) => ({
    target: `./server/${folder}`,
    from: "./server",
    except: [`./${folder}`, ...allowed.map((name) => `./${name}`), ...serverTopFiles],
    message: `server/${folder} is a lower layer: it imports only ${allowed.length ? allowed.map((name) => `server/${name}`).join(", ") : "itself"}, shared/ and server/'s top files, never a domain folder.`,
  })),
  ...serverDomainLayers.flatMap((row, index) => {
    const below = [...Object.keys(serverLowerLayers), ...serverDomainLayers.slice(0, index).flat()];
    return row.map((folder) => ({
      target: `./server/${folder}`,
      from: "./server",
      except: [
        `./${folder}`,
        ...below.map((name) => `./${name}`),
        ...serverTopFiles,
        ...(serverRootImports[folder] ?? []),
      ],
      message: `server/${folder} imports only its lower layers (the rows before its own in eslint.config.js, serverDomainLayers), never a folder of its own row or a higher one: move the use case up, or let its caller hand the work in.`,
    }));
  }),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "test-results/",
      ".react-router/",
      "playwright-report/",
      "bench/results/",
      "shared/i18n/compiled/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createNodeResolver()],
      // One lint run resolves each import once: with the default 30 s lifetime, a run longer than
      // that resolved them again (about a fifth of the lint's time, docs/decisions/018-test-suite-speed.md).
      "import-x/cache": { lifetime: "∞" },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration from server/config.server.ts, not process.env.",
        },
      ],
    },
  },
  {
    // Where React components and hooks live: the app, and the e-mails' templates. The hooks rules
    // run the React Compiler's analysis on each file they see, a third of the lint's time when
    // they also read server/, tests/ and scripts/, which hold none.
    files: ["app/**", "shared/**", "**/*.tsx"],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["\\#app/*", "\\#server/*", "\\#tests/*", "../*"],
          message: "shared/ imports only shared/ and libraries both sides use.",
        },
        {
          group: [...browserOnly, ...serverOnly],
          message: "shared/ runs in the browser and on the server: no browser-only or server-only library.",
        },
      ]),
    },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["\\#app/*", "../*", "**/app/*"],
          message: "server/ never imports app/; put what both need in shared/ and import it by alias.",
        },
        { group: browserOnly, message: "A browser-only library has no place on the server." },
      ]),
      "import-x/no-restricted-paths": ["error", { zones: serverLayerZones }],
    },
  },
  {
    files: ["app/**"],
    ignores: ["app/routes/**", "app/entry.server.tsx", "app/root.tsx", "app/types/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["\\#server/*", "\\#tests/*", "../*/**"],
          // A type that a server function returns may be named (it is erased); a value may not.
          allowTypeImports: true,
          message:
            "Only route modules reach server/ (in loaders and actions); components and lib use shared/ or props.",
        },
        {
          group: serverOnly,
          message: "A server-only library in a component would reach the browser bundle.",
        },
      ]),
    },
  },
  {
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/types/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["\\#tests/*", "../*/**"],
          message: "Import across folders by alias (#app/, #shared/, #server/).",
        },
      ]),
    },
  },
  {
    // Playwright fixtures: `use` is not React's hook, and a fixture without dependencies takes `{}`.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    // The suite runs on several workers: specs take `test` from the fixtures, which bring the
    // throw-away rows and the console and network guards (README, "Tests").
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import { test, expect } from #tests/e2e/support/fixtures.ts (README, 'Tests').",
            },
          ],
        },
      ],
    },
  },
  {
    // The configuration module, scripts and test harness are where the environment is read.
    files: [
      "server/config.server.ts",
      "server/main.server.ts",
      "scripts/**",
      "tests/**",
      "bench/**",
      "*.config.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
);
