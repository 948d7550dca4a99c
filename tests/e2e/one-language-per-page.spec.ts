import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import type { Language } from "#shared/language.ts";
import { LOAD_TIME_MODULES, MIXED_LANGUAGE_KEYS } from "../../scripts/vite-page-language-texts.ts";

/*
 * Each page's scripts carry its own language's texts and not the other's
 * (docs/decisions/029-one-language-per-page.md): the public pages a parent lands on, in English and
 * in French, loaded and hydrated by a first interaction, every script they fetched read whole.
 */

type Catalogue = Record<string, string>;
const catalogues: Record<Language, Catalogue> = {
  en: JSON.parse(readFileSync("shared/i18n/messages/en.json", "utf8")) as Catalogue,
  fr: JSON.parse(readFileSync("shared/i18n/messages/fr.json", "utf8")) as Catalogue,
};

/** The keys whose English the build bundles with the modules that read it as they load, on French pages too. */
const loadTimeKeys = new Set(
  LOAD_TIME_MODULES.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bm\.([a-z0-9_]+)\b/g)].map((match) => match[1]),
  ),
);

/**
 * The texts of `language` a page in the other language must not carry: plain ones (no value to fill
 * in, long enough to be telling), that differ from the other language's and appear in none of its
 * texts nor of the texts a page carries in another language on purpose (MIXED_LANGUAGE_KEYS, and the
 * English of LOAD_TIME_MODULES on French pages).
 */
function foreignTexts(language: Language, pageLanguage: Language): Map<string, string> {
  const allowed = (key: string) =>
    MIXED_LANGUAGE_KEYS.some((pattern) => pattern.test(key)) ||
    (pageLanguage === "fr" && loadTimeKeys.has(key));
  const own = [
    ...Object.values(catalogues[pageLanguage]),
    ...Object.entries(catalogues[language]).flatMap(([key, text]) => (allowed(key) ? [text] : [])),
  ];
  const texts = new Map<string, string>();
  for (const [key, text] of Object.entries(catalogues[language])) {
    if (allowed(key) || text.length < 16 || /[{}]/.test(text) || text === catalogues[pageLanguage][key])
      continue;
    if (own.some((ownText) => ownText.includes(text))) continue;
    texts.set(key, text);
  }
  return texts;
}

/** Whether the scripts hold a text, as written or with its spaces escaped as the minifier writes them (`\xA0`). */
function holds(scripts: string, text: string): boolean {
  const escaped = text.replace(/[\u00a0\u2000-\u200f\u2028-\u202f\u205f\ufeff]/g, (character) => {
    const code = character.charCodeAt(0).toString(16).toUpperCase();
    return code.length <= 2 ? `\\x${code}` : `\\u${code}`;
  });
  return scripts.includes(text) || scripts.includes(escaped);
}

/** Every script the page fetched, loaded and then hydrated by a pointer move, as one text. */
async function scriptsAfterHydration(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    const target = window as unknown as { hydratedOnce?: Promise<void> };
    target.hydratedOnce = new Promise<void>((resolve) =>
      window.addEventListener("app:hydrated", () => resolve(), { once: true }),
    );
  });
  await page.mouse.move(20, 300);
  await page.mouse.move(30, 320);
  await page.evaluate(() => (window as unknown as { hydratedOnce?: Promise<void> }).hydratedOnce);
  await page.waitForLoadState("networkidle");
  return (await Promise.all(bodies)).join("\n");
}

const pages: { path: string; language: Language; shown: string[] }[] = [
  { path: "/", language: "en", shown: ["home_join_workshops", "home_hero_fact_sessions"] },
  { path: "/fr", language: "fr", shown: ["home_join_workshops", "home_hero_fact_sessions"] },
  { path: "/workshops", language: "en", shown: ["workshops_choose_heading", "workshops_meta_title"] },
  { path: "/fr/workshops", language: "fr", shown: ["workshops_choose_heading", "workshops_meta_title"] },
  {
    path: "/productivity-workshop",
    language: "en",
    shown: ["productivity_teen_name", "productivity_parent_email"],
  },
  {
    path: "/fr/productivity-workshop",
    language: "fr",
    shown: ["productivity_teen_name", "productivity_parent_email"],
  },
];

for (const { path, language, shown } of pages) {
  const other: Language = language === "en" ? "fr" : "en";
  test(`${path}: its scripts hold its texts in ${language} and none in ${other}`, async ({ page }) => {
    const scripts = await scriptsAfterHydration(page, path);
    // The page's own texts came with its scripts (React renders them again as it takes over).
    for (const key of shown)
      expect(holds(scripts, catalogues[language][key] ?? key), `${key} in ${language}`).toBe(true);
    const carried = [...foreignTexts(other, language)].filter(([, text]) => holds(scripts, text));
    expect(carried.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
}

/**
 * The script files the page's HTML preloads: its module preloads, or on a page hydrated on the first
 * interaction the list its bootstrap preloads then (app/lib/deferred-hydration.ts), after the
 * module script's text.
 */
function announcedScripts(html: string): Set<string> {
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  const deferred = /",\s*(\["\/assets\/[^\]]*\])\s*,\s*\[/.exec(html)?.[1];
  return new Set([...links, ...(deferred ? (JSON.parse(deferred) as string[]) : [])]);
}

/**
 * The script files fetched from the page's load to its hydration (a first interaction if it waits for
 * one), read from the page's resource timings: a link hovered once React is there prefetches its
 * route's files, which are not the page's.
 */
async function scriptsUntilHydrated(page: Page, path: string) {
  await page.addInitScript(() => {
    const target = window as unknown as { hydratedOnce?: Promise<number> };
    target.hydratedOnce = new Promise<number>((resolve) =>
      window.addEventListener("app:hydrated", () => resolve(performance.now()), { once: true }),
    );
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  await page.mouse.move(20, 300);
  await page.mouse.move(30, 320);
  const fetched = await page.evaluate(async () => {
    const hydratedAt = await (window as unknown as { hydratedOnce: Promise<number> }).hydratedOnce;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith(".js"));
  });
  return { html, fetched };
}

// A route's texts are a dynamic import of its module: found only as that module runs, they would
// come a round trip after it, and the page would hydrate that much later.
for (const path of ["/", "/fr", "/auth"]) {
  test(`${path}: every script file it runs before hydrating is announced by its HTML, its texts included`, async ({
    page,
  }) => {
    const { html, fetched } = await scriptsUntilHydrated(page, path);
    expect(fetched.length).toBeGreaterThan(0);
    const announced = announcedScripts(html);
    expect(fetched.filter((file) => !announced.has(file))).toEqual([]);
  });
}

test("a back-office page: every script file it runs before hydrating is announced by its HTML, its French texts included", async ({
  adminPage,
}) => {
  const { html, fetched } = await scriptsUntilHydrated(adminPage, "/admin/bookings");
  expect(fetched.length).toBeGreaterThan(0);
  const announced = announcedScripts(html);
  expect(fetched.filter((file) => !announced.has(file))).toEqual([]);
});
