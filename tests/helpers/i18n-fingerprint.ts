import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/*
 * What `npm run i18n` compiled, in two hashes: everything the Paraglide compiler reads (the
 * command line, the project settings, the catalogues, the compiler's and the plugin's versions) and
 * everything it wrote. `npm run i18n` records them (`tsx tests/helpers/i18n-fingerprint.ts`) next to
 * the compiled files; tests/integration/i18n-catalogues.test.ts recomputes both, so a catalogue edited
 * without compiling, or a compiled file edited by hand, fails a test without running the compiler
 * (a minute of CPU): docs/decisions/018-test-suite-speed.md.
 */

export const COMPILED_DIR = "shared/i18n/compiled";
export const FINGERPRINT_FILE = "shared/i18n/compiled-fingerprint.json";
const MESSAGES_DIR = "shared/i18n/messages";
const COMPILER_PACKAGES = ["@inlang/paraglide-js", "@inlang/plugin-message-format", "@inlang/sdk"];

export type I18nFingerprint = { inputs: string; outputs: string };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function hashFiles(files: string[], extra: string[] = []) {
  const hash = createHash("sha256");
  for (const value of extra) hash.update(`${value}\0`);
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

export function currentI18nFingerprint(): I18nFingerprint {
  const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  const versions = COMPILER_PACKAGES.map((name) => {
    const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as {
      version: string;
    };
    return `${name}@${manifest.version}`;
  });
  return {
    inputs: hashFiles(
      ["project.inlang/settings.json", ...filesUnder(MESSAGES_DIR)],
      [packageJson.scripts.i18n ?? "", ...versions],
    ),
    outputs: hashFiles(filesUnder(COMPILED_DIR)),
  };
}

export function recordedI18nFingerprint(): I18nFingerprint {
  return JSON.parse(readFileSync(FINGERPRINT_FILE, "utf8")) as I18nFingerprint;
}

// `npm run i18n` runs this file after the compiler.
if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? "")).href)
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(currentI18nFingerprint(), null, 2)}\n`);
