import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { m } from "#shared/i18n/messages.ts";
import { formatPrice } from "#shared/money.ts";
import { discountRefusalText } from "#shared/discount-messages.ts";
import { COMPILED_DIR, currentI18nFingerprint, recordedI18nFingerprint } from "../../scripts/i18n-compile.ts";

const catalogue = (language: string) =>
  JSON.parse(readFileSync(`shared/i18n/messages/${language}.json`, "utf8")) as Record<string, string>;

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

test("the compiled catalogues in shared/i18n/compiled are those of the messages", () => {
  // scripts/i18n-compile.ts records what the compiler read and wrote: a catalogue changed since, or a
  // compiled file changed by hand, no longer matches the record (\`npm run i18n:ensure\` compiles again).
  const recorded = recordedI18nFingerprint();
  const current = currentI18nFingerprint();
  expect(recorded, "shared/i18n/compiled was never compiled").toBeDefined();
  expect(current.inputs, "the catalogues changed since the last compilation").toBe(recorded?.inputs);
  expect(current.outputs, "shared/i18n/compiled is not what the compiler wrote").toBe(recorded?.outputs);
  expect(readdirSync(path.join(COMPILED_DIR, "messages"))).toContain("not_found_title.js");
});

test("a page's language picks its catalogue and its formats", () => {
  expect(m.not_found_title({}, { locale: "en" })).toBe("Oops! Page not found");
  expect(m.not_found_title({}, { locale: "fr" })).toBe("Oups\u00a0! Page introuvable");
  expect(discountRefusalText({ reason: "below_minimum", minAmount: 10000 }, "en")).toBe(
    "This discount code applies to orders of €100 or more.",
  );
  expect(discountRefusalText({ reason: "below_minimum", minAmount: 10000 }, "fr")).toBe(
    `Ce code de réduction s'applique aux commandes de ${formatPrice(10000, "fr")} ou plus.`,
  );
});
