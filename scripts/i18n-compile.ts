import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/*
 * The compiled message catalogues (shared/i18n/compiled) are generated, never committed: this script
 * compiles them when what the Paraglide compiler reads (the command line below, the project
 * settings, the catalogues, the compiler's and the plugin's versions) or what it wrote has changed
 * since the last compilation, and does nothing otherwise (the compiler takes about half a minute of
 * CPU). `npm install` (postinstall), `npm run build`, `npm run typecheck`, `npm run dev` and
 * `npm test` run it; `npm run i18n` compiles whatever the record says. The record lives in the
 * generated folder itself, so deleting the folder starts again from nothing.
 */

export const COMPILED_DIR = "shared/i18n/compiled";
export const FINGERPRINT_FILE = `${COMPILED_DIR}/.fingerprint.json`;
const MESSAGES_DIR = "shared/i18n/messages";
const COMPILER_PACKAGES = ["@inlang/paraglide-js", "@inlang/plugin-message-format", "@inlang/sdk"];
const COMPILER_ARGUMENTS = [
  "compile",
  "--project",
  "./project.inlang",
  "--outdir",
  `./${COMPILED_DIR}`,
  "--strategy",
  "baseLocale",
  "--disable-async-local-storage",
  "--emit-ts-declarations",
  "--no-emit-git-ignore",
  "--no-emit-readme",
  "--silent",
];

export type I18nFingerprint = { inputs: string; outputs: string };

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== FINGERPRINT_FILE)
    .sort();
}

function hashFiles(files: string[], extra: string[] = []) {
  const hash = createHash("sha256");
  for (const value of extra) hash.update(`${value}\0`);
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

export function currentI18nFingerprint(): I18nFingerprint {
  const versions = COMPILER_PACKAGES.map((name) => {
    const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as {
      version: string;
    };
    return `${name}@${manifest.version}`;
  });
  return {
    inputs: hashFiles(
      ["project.inlang/settings.json", ...filesUnder(MESSAGES_DIR)],
      [COMPILER_ARGUMENTS.join(" "), ...versions],
    ),
    outputs: hashFiles(filesUnder(COMPILED_DIR)),
  };
}

export function recordedI18nFingerprint(): I18nFingerprint | undefined {
  if (!existsSync(FINGERPRINT_FILE)) return undefined;
  return JSON.parse(readFileSync(FINGERPRINT_FILE, "utf8")) as I18nFingerprint;
}

function compile() {
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  const compiler = spawnSync("npx", ["paraglide-js", ...COMPILER_ARGUMENTS], { stdio: "inherit" });
  if (compiler.status !== 0) process.exit(compiler.status ?? 1);
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(currentI18nFingerprint(), null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? "")).href) {
  process.chdir(path.resolve(import.meta.dirname, ".."));
  const recorded = recordedI18nFingerprint();
  const current = currentI18nFingerprint();
  const upToDate = recorded?.inputs === current.inputs && recorded.outputs === current.outputs;
  if (process.argv.includes("--force") || !upToDate) {
    console.log("Compiling the message catalogues (shared/i18n/compiled)...");
    compile();
  }
}
