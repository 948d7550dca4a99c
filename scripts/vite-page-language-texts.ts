import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

type PluginContext = Rollup.PluginContext;

/*
 * One language per page in the browser (docs/decisions/029-one-language-per-page.md). Paraglide's
 * compiled message modules hold both languages; in the client build only:
 *  - `m.<key>` in the app's modules becomes `message("<id>")` (shared/i18n/client-texts.ts), which
 *    reads the text of the key's short id in the language asked for;
 *  - each route module (app/root.tsx, app/routes/**.tsx) first awaits a module of the texts its own
 *    code and what it imports refer to, in the page's language only: one such module per route and
 *    language, whose texts the bundler splits and shares like any other code, so a page downloads
 *    its own language's texts and no other.
 * Keys in MIXED_LANGUAGE_KEYS and modules in LOAD_TIME_MODULES keep Paraglide's functions (both
 * languages). The server build, the dev server and the tests are left as they are, except that the
 * server build learns which files hold each route's texts (pageLanguageTextChunks below), so that a
 * page preloads them beside its route modules instead of finding them a round trip later.
 */

/** Messages shown in another language than their page's: the productivity flow's French toasts, the join page's (the family's language). */
export const MIXED_LANGUAGE_KEYS = [/^productivity_toast_/, /^join_/];

/**
 * Modules that build English texts as they load (the validation schemas' English objects, which
 * French pages load too), before any route module could have loaded its texts: their messages
 * carry their English text with them; other languages come with the route's texts. The build
 * fails on a module that reads a message as it loads and is missing here (loadsTexts below).
 */
export const LOAD_TIME_MODULES = [
  "shared/newsletter-text.ts",
  "shared/waitlist-schema.ts",
  "shared/productivity-schema.ts",
  "shared/booking-payment-answer.ts",
  "shared/hold-limit.ts",
  "shared/booking-links-schema.ts",

  "shared/auth-messages.ts",
  "app/lib/payments/stripe-library.ts",
  "app/lib/payments/test-card-library.ts",
];

const LANGUAGES = ["en", "fr"] as const;
const ROUTE_TEXTS = "virtual:page-language-texts/";
const RESOLVED_ROUTE_TEXTS = `\0${ROUTE_TEXTS}`;
const TEXT_QUERY = "?page-language-text=";
/** The server build's map of a route chunk to its texts' files per language (app/lib/route-text-preloads.server.tsx). */
export const TEXT_CHUNKS = "virtual:page-language-text-chunks";
/** Written by the client build beside its output folder, read by the server build, which follows it. */
const TEXT_CHUNKS_FILE = "page-language-texts.json";

/** A route chunk's address (as React Router's manifest names it) → language → its texts' files, imports included. */
export type TextChunks = Record<string, Partial<Record<(typeof LANGUAGES)[number], string[]>>>;
const MESSAGE_REFERENCE = /(?<![\w$.])m\.([a-z0-9_]+)\b/g;
/** A module that reads the catalogue as `m` (shared/i18n/messages.ts). */
const IMPORTS_CATALOGUE = /import\s*\{[^}]*\bm\b[^}]*\}\s*from\s*["'][^"']*i18n\/messages(\.ts)?["']/;

type Node = { type: string; [field: string]: unknown };
const FUNCTIONS = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

/**
 * Whether a module's code, outside any function, reads a message (`m.key`) or calls something with
 * a language ("en", "fr"): what it would do as it loads, before its route's texts are there.
 */
function loadsTexts(program: Node): boolean {
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return false;
    const current = node as Node;
    if (FUNCTIONS.has(current.type)) return false;
    if (current.type === "MemberExpression") {
      const object = current.object as Node;
      if (object.type === "Identifier" && object.name === "m") return true;
    }
    if (
      current.type === "CallExpression" &&
      (current.arguments as Node[]).some(
        (argument) => argument.type === "Literal" && /^(en|fr)$/.test(String(argument.value)),
      )
    )
      return true;
    return Object.entries(current).some(([field, value]) => field !== "type" && visit(value));
  };
  return visit(program.body);
}

/** Route modules of the back-office (French only, hydrated at once): the administrators' and the coaches'. */
const BACK_OFFICE_ROUTES = /^app\/routes\/(admin|coach)\//;

/** A group of the client build's code splitting (vite.config.ts). */
type ChunkGroup = { name: (id: string) => string | null; test: RegExp };

/**
 * The plugin, and `backOfficeTexts`: the texts only back-office routes show, one file per language
 * (a group of the client build's code splitting, vite.config.ts). Split by the routes sharing them,
 * they made a dozen tiny files per back-office page, each one more request before it hydrates; all
 * of them weigh about 10 KB of gzip. The public pages' texts stay split by page.
 */
export function pageLanguageTexts(root = path.resolve(".")): Plugin & { backOfficeTexts: ChunkGroup } {
  const compiledDir = `${path.resolve(root, "shared/i18n/compiled")}/`;
  const messagesDir = `${compiledDir}messages/`;
  const clientTexts = path.resolve(root, "shared/i18n/client-texts.ts");
  const routesDir = `${path.resolve(root, "app/routes")}/`;
  const rootRoute = path.resolve(root, "app/root.tsx");
  const keysOf = new Map<string, string[]>();
  const loadTime = new Set(LOAD_TIME_MODULES.map((file) => path.resolve(root, file)));
  let knownKeys: Set<string> | undefined;
  let base = "/";
  let textChunks: TextChunks = {};
  /** The route modules whose texts hold each key. */
  const routesOfKey = new Map<string, Set<string>>();

  const messageKey = (id: string) => {
    if (!id.startsWith(messagesDir) || !id.endsWith(".js")) return undefined;
    const key = id.slice(messagesDir.length, -".js".length);
    return key === "_index" || key.includes("/") ? undefined : key;
  };
  const mixed = (key: string) => MIXED_LANGUAGE_KEYS.some((pattern) => pattern.test(key));
  const isRouteModule = (id: string) =>
    id === rootRoute || (id.startsWith(routesDir) && id.endsWith(".tsx") && !id.includes("?"));
  let ids: Map<string, string> | undefined;
  const known = () => {
    knownKeys ??= new Set(
      Object.keys(
        JSON.parse(readFileSync(path.resolve(root, "shared/i18n/messages/en.json"), "utf8")) as object,
      ),
    );
    return knownKeys;
  };
  // A message's id in the browser: its rank among the keys, in base 36 (two or three characters
  // instead of a key's twenty-odd, in every call and every registration).
  const idOf = (key: string) => {
    ids ??= new Map([...known()].sort().map((name, rank) => [name, rank.toString(36)]));
    const id = ids.get(key);
    if (id === undefined) throw new Error(`page-language-texts: unknown message ${key}`);
    return id;
  };

  /** The message keys the code of `start` and of every module it imports (statically or not) refers to. */
  async function keysReachedFrom(context: PluginContext, start: string): Promise<string[]> {
    const seen = new Set([start]);
    const keys = new Set<string>();
    let batch = [start];
    while (batch.length > 0) {
      const infos = await Promise.all(batch.map((id) => context.load({ id, resolveDependencies: true })));
      batch = [];
      for (const info of infos) {
        for (const key of keysOf.get(info.id) ?? []) keys.add(key);
        for (const next of [...info.importedIds, ...info.dynamicallyImportedIds]) {
          if (seen.has(next) || !followed(next)) continue;
          seen.add(next);
          batch.push(next);
        }
      }
    }
    return [...keys].sort();
  }
  // The app's own modules: not the libraries, not the compiled catalogue (which imports every
  // message), not the virtual modules (other routes' texts among them).
  const followed = (id: string) =>
    id.startsWith(`${root}/`) &&
    !id.includes("/node_modules/") &&
    !id.startsWith(compiledDir) &&
    /\.(tsx?|jsx?|mjs)$/.test(id);

  const backOfficeTexts: ChunkGroup = {
    test: /\?page-language-text=(en|fr)$/,
    name: (id) => {
      const [, language] = /\?page-language-text=(en|fr)$/.exec(id) ?? [];
      const routes = routesOfKey.get(messageKey(id.slice(0, id.indexOf(TEXT_QUERY))) ?? "");
      if (!language || !routes) return null;
      return [...routes].every((route) => BACK_OFFICE_ROUTES.test(route))
        ? `back-office-texts-${language}`
        : null;
    },
  };

  return {
    backOfficeTexts,
    name: "page-language-texts",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",

    resolveId(source) {
      if (source.startsWith(ROUTE_TEXTS)) return `\0${source}`;
      return undefined;
    },

    configResolved(config) {
      base = config.base;
    },

    // Which files hold each route's texts, per language: the chunk of each text module and the
    // chunks it imports. Keyed by every chunk that loads one (a route module's).
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const textModules = new Map<string, (typeof LANGUAGES)[number]>();
      for (const chunk of chunks) {
        if (!chunk.facadeModuleId?.startsWith(RESOLVED_ROUTE_TEXTS)) continue;
        const language = chunk.facadeModuleId.slice(RESOLVED_ROUTE_TEXTS.length).split("/")[0];
        if (language === "en" || language === "fr") textModules.set(chunk.fileName, language);
      }
      const withImports = (fileName: string, files = new Set<string>()) => {
        if (files.has(fileName)) return files;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === "chunk") for (const imported of chunk.imports) withImports(imported, files);
        return files;
      };
      textChunks = {};
      for (const chunk of chunks) {
        for (const imported of chunk.dynamicImports) {
          const language = textModules.get(imported);
          if (!language) continue;
          const files = (textChunks[`${base}${chunk.fileName}`] ??= {});
          files[language] = [...withImports(imported)].map((fileName) => `${base}${fileName}`);
        }
      }
    },

    writeBundle(options) {
      if (!options.dir) this.error("page-language-texts: the client build has no output folder");
      writeFileSync(path.resolve(options.dir, "..", TEXT_CHUNKS_FILE), JSON.stringify(textChunks));
    },

    async load(id) {
      if (id.startsWith(RESOLVED_ROUTE_TEXTS)) {
        const [language, ...route] = id.slice(RESOLVED_ROUTE_TEXTS.length).split("/");
        const keys = await keysReachedFrom(this, path.resolve(root, route.join("/")));
        const single = keys.filter((key) => !mixed(key));
        for (const key of single)
          routesOfKey.set(key, (routesOfKey.get(key) ?? new Set()).add(route.join("/")));
        const imports = single.map(
          (key, index) =>
            `import { text as t${index} } from ${JSON.stringify(`${messagesDir}${key}.js${TEXT_QUERY}${language}`)};`,
        );
        const entries = single.map((key, index) => `${JSON.stringify(idOf(key))}: t${index}`);
        return [
          `import { registerTexts } from ${JSON.stringify(clientTexts)};`,
          ...imports,
          `registerTexts(${JSON.stringify(language)}, { ${entries.join(", ")} });`,
        ].join("\n");
      }
      const queryAt = id.indexOf(TEXT_QUERY);
      if (queryAt > 0) {
        const file = id.slice(0, queryAt);
        const language = id.slice(queryAt + TEXT_QUERY.length);
        const key = messageKey(file);
        const source = readFileSync(file, "utf8");
        const name = `${language}_${key}`;
        if (!key || !new RegExp(`\\bconst ${name}\\b`).test(source))
          throw new Error(`page-language-texts: no ${name} in ${file}`);
        // Paraglide's module whole; the other language's function and the dispatcher are left unused
        // here, and the bundler drops them.
        return `${source}\nexport { ${name} as text };\n`;
      }
      return undefined;
    },

    transform(source, id) {
      let code = source;
      if (!id.includes("/node_modules/") && /\.(tsx?|jsx?)$/.test(id)) {
        const keys = [...code.matchAll(MESSAGE_REFERENCE)]
          .map((match) => match[1] ?? "")
          .filter((key) => known().has(key));
        keysOf.set(id, keys);
        // `m.key` becomes the message of the key's id: no module per message between the call and
        // its text, whose imports and exports cost more than the texts saved.
        if (keys.length > 0 && IMPORTS_CATALOGUE.test(code)) {
          if (!loadTime.has(id) && !isRouteModule(id) && loadsTexts(this.parse(code) as unknown as Node))
            this.error(
              `${path.relative(root, id)} reads messages as it loads, before its route's texts are there: list it in LOAD_TIME_MODULES (scripts/vite-page-language-texts.ts)`,
            );
          const english: string[] = [];
          code = code.replace(MESSAGE_REFERENCE, (reference, key: string) => {
            if (!known().has(key) || mixed(key)) return reference;
            if (!loadTime.has(id)) return `__message(${JSON.stringify(idOf(key))})`;
            english.push(
              `import { text as __en${english.length} } from ${JSON.stringify(`${messagesDir}${key}.js${TEXT_QUERY}en`)};`,
            );
            return `__message(${JSON.stringify(idOf(key))}, __en${english.length - 1})`;
          });
          code = `import { message as __message } from ${JSON.stringify(clientTexts)};\n${english.join("\n")}\n${code}`;
        }
      }
      if (!isRouteModule(id)) return code === source ? undefined : { code, map: null };
      const route = path.relative(root, id);
      const loader = (language: string) =>
        `${language}: () => import(${JSON.stringify(`${ROUTE_TEXTS}${language}/${route}`)})`;
      return {
        code: `import { loadRouteTexts as __loadRouteTexts } from ${JSON.stringify(clientTexts)};\nawait __loadRouteTexts({ ${LANGUAGES.map(loader).join(", ")} });\n${code}`,
        map: null,
      };
    },
  };
}

/**
 * `virtual:page-language-text-chunks` for the server: in its build, the map the client build wrote
 * (the client build runs first); elsewhere (the dev server, where routes load no text modules, and
 * the client) an empty one.
 */
export function pageLanguageTextChunks(): Plugin {
  let building = false;
  return {
    name: "page-language-text-chunks",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(source) {
      return source === TEXT_CHUNKS ? `\0${TEXT_CHUNKS}` : undefined;
    },
    load(id) {
      if (id !== `\0${TEXT_CHUNKS}`) return undefined;
      if (!building || this.environment.name === "client") return "export default {};";
      const file = path.resolve(this.environment.config.build.outDir, "..", TEXT_CHUNKS_FILE);
      if (!existsSync(file))
        this.error(
          `page-language-texts: ${file} is missing (the client build writes it before the server's)`,
        );
      return `export default ${readFileSync(file, "utf8")};`;
    },
  };
}
