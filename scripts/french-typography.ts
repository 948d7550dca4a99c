import { readFileSync, writeFileSync } from "node:fs";
import { frenchTypography } from "#shared/french-typography.ts";

/*
 * Puts French typography into the French catalogue (shared/french-typography.ts): a no-break space
 * before ? ! : ; and inside « ». Run it after adding French texts: `npx tsx scripts/french-typography.ts`;
 * shared/french-typography.test.ts fails until it has been.
 */
const FILE = "shared/i18n/messages/fr.json";
const catalogue = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, unknown>;
let changed = 0;
for (const [key, value] of Object.entries(catalogue)) {
  if (key.startsWith("$") || typeof value !== "string") continue;
  const fixed = frenchTypography(value);
  if (fixed !== value) {
    catalogue[key] = fixed;
    changed += 1;
  }
}
writeFileSync(FILE, `${JSON.stringify(catalogue, null, 2)}\n`);
console.log(`${FILE}: ${changed} texts given French typography`);
