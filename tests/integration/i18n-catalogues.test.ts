import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { m } from "#shared/i18n/messages.ts";
import { formatEuros } from "#shared/money.ts";
import { discountRefusalText } from "#shared/discount-messages.ts";

const catalogue = (language: string) =>
  JSON.parse(readFileSync(`shared/i18n/messages/${language}.json`, "utf8")) as Record<string, string>;

const outdir = mkdtempSync(path.join(tmpdir(), "i18n-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

test("every message has an English and a French text, with the same values to fill in", () => {
  const en = catalogue("en");
  const fr = catalogue("fr");
  expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  const values = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  for (const key of Object.keys(en)) {
    expect(en[key]!.trim(), key).not.toBe("");
    expect(fr[key]!.trim(), key).not.toBe("");
    expect(values(fr[key]!), key).toEqual(values(en[key]!));
  }
});

test("the compiled catalogues in shared/i18n/compiled are those of the messages (run `npm run i18n`)", () => {
  const script = JSON.parse(readFileSync("package.json", "utf8")).scripts.i18n as string;
  const args = script
    .replace(/^paraglide-js /, "")
    .replace("./shared/i18n/compiled", outdir)
    .split(" ");
  execFileSync(path.resolve("node_modules/.bin/paraglide-js"), args, { stdio: "pipe" });
  const files = readdirSync(path.join(outdir, "messages"));
  expect(files).toContain("not_found_title.js");
  for (const file of files)
    expect(readFileSync(path.join(outdir, "messages", file), "utf8"), file).toBe(
      readFileSync(path.join("shared/i18n/compiled/messages", file), "utf8"),
    );
}, 180_000);

test("a page's language picks its catalogue and its formats", () => {
  expect(m.not_found_title({}, { locale: "en" })).toBe("Oops! Page not found");
  expect(m.not_found_title({}, { locale: "fr" })).toBe("Oups ! Page introuvable");
  expect(discountRefusalText({ reason: "below_minimum", minAmount: 10000 }, "en")).toBe(
    "This discount code applies to orders of €100 or more.",
  );
  expect(discountRefusalText({ reason: "below_minimum", minAmount: 10000 }, "fr")).toBe(
    `Ce code de réduction s'applique aux commandes de ${formatEuros(10000, "fr")} ou plus.`,
  );
});
