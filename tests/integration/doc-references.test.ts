import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/*
 * Every pointer from the code and the docs to a rule or a decision opens a file of this repository,
 * at a heading that exists. Comments name docs/product/<file>.md#<heading> or docs/decisions/...;
 * the names of documents that live outside the repository (the original specification, its list of
 * decisions, an issue number) would leave a newcomer with nothing to open.
 */
const root = path.resolve(import.meta.dirname, "../..");
const sourceFolders = ["app", "server", "shared", "tests", "scripts", "bench", "docs"];
const sourceFiles = /\.(ts|tsx|mjs|js|md)$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return sourceFiles.test(entry.name) ? [full] : [];
  });
}

const files = [
  ...sourceFolders.flatMap((folder) => filesUnder(path.join(root, folder))),
  path.join(root, "README.md"),
];
const thisFile = path.join(root, "tests/integration/doc-references.test.ts");

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, "utf8").match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ""))));
}

type Reference = { from: string; target: string; anchor?: string };

function references(file: string): Reference[] {
  const text = readFileSync(file, "utf8");
  const from = path.relative(root, file);
  const found: Reference[] = [];
  // Repository paths written out in full (comments, prose, link texts).
  for (const match of text.matchAll(
    /(?:docs\/(?:product|decisions)|bench\/notes)\/[\w.-]+\.md(?:#[\w-]+)?/g,
  )) {
    const [target = "", anchor] = match[0].split("#");
    found.push({ from, target: path.join(root, target), anchor });
  }
  // Relative Markdown links in the docs: [text](../product/x.md#anchor).
  if (file.endsWith(".md"))
    for (const [, link = "", anchor] of text.matchAll(/\]\(([^)\s]+\.md)(?:#([\w-]+))?\)/g)) {
      if (/^[a-z]+:/.test(link)) continue;
      found.push({ from, target: path.resolve(path.dirname(file), link), anchor });
    }
  return found;
}

describe("references to the product rules and the decisions", () => {
  test("open a file of the repository, at an existing heading", () => {
    const broken = files.flatMap(references).filter(({ target, anchor }) => {
      if (!existsSync(target)) return true;
      return anchor !== undefined && !anchorsOf(target).has(anchor);
    });
    expect(
      broken.map(({ from, target, anchor }) => `${from} → ${path.relative(root, target)}#${anchor ?? ""}`),
    ).toEqual([]);
  });

  test("never name a document outside the repository (the original spec, its decisions, an issue)", () => {
    const outside = /\bSPEC(?:\.md)?\b|\bDECISIONS(?:\.md)?\b|\bARCHITECTURE(?:\.md)?\b|\b[Ii]ssues? #?\d+/;
    const offenders = files
      .filter((file) => file !== thisFile && !file.includes(`${path.sep}docs${path.sep}product${path.sep}`))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, where: `${path.relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => outside.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  test("the code never leans on a document or folder outside the repository ('the spec', ../shared)", () => {
    // A comment says why in its own words, or points to docs/product/<file>.md#<heading>.
    const codeFolders = ["app", "server", "shared", "scripts", "tests"].map(
      (folder) => path.join(root, folder) + path.sep,
    );
    const outside = /\bthe spec(?:'s|ification)?\b|\bspec says\b|(?:\.\.|\/work)\/shared\b/i;
    const offenders = files
      .filter((file) => file !== thisFile && codeFolders.some((folder) => file.startsWith(folder)))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, where: `${path.relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => outside.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  test("a source file named in full in the code, the product docs or the README exists", () => {
    // Decision records and measurement logs are left out: they tell what was, and name files since
    // removed or renamed.
    const history = [
      `${path.sep}docs${path.sep}decisions${path.sep}`,
      `${path.sep}bench${path.sep}notes${path.sep}`,
    ];
    const named =
      /(?<![\w/.#@-])(?:app|server|shared|tests|scripts|bench|docs)\/[\w./+-]+\.(?:tsx?|mjs|js|json|css|md)\b/g;
    const missing = files
      .filter((file) => !history.some((folder) => file.includes(folder)))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(named)]
          .map(([name]) => name)
          .filter((name) => !existsSync(path.join(root, name)))
          .map((name) => `${path.relative(root, file)}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  test("the decision records have one numbering: each number once, matching the record's title", () => {
    const records = readdirSync(path.join(root, "docs/decisions")).filter((name) => name.endsWith(".md"));
    const numbers = records.map((name) => /^(\d{3})-[\w-]+\.md$/.exec(name)?.[1]);
    expect(numbers, "every record is named NNN-title.md").not.toContain(undefined);
    expect(new Set(numbers).size, "no number is used twice").toBe(numbers.length);
    for (const name of records) {
      const title = readFileSync(path.join(root, "docs/decisions", name), "utf8").split("\n")[0];
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)}: `));
    }
  });

  test("each decision record says its status and date under its title; a later record it names exists", () => {
    const records = readdirSync(path.join(root, "docs/decisions")).filter((name) => name.endsWith(".md"));
    const numbers = new Set(records.map((name) => name.slice(0, 3)));
    for (const name of records) {
      const [, blank, status = "", date = ""] = readFileSync(
        path.join(root, "docs/decisions", name),
        "utf8",
      ).split("\n");
      expect(blank, name).toBe("");
      expect(status, name).toMatch(/^- Status: (accepted|superseded by \d{3})\b/);
      expect(date, name).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
      for (const [, later = ""] of status.matchAll(/(?:superseded|amended) by (\d{3})/g)) {
        expect(numbers.has(later), `${name}: ${later}`).toBe(true);
        expect(Number(later), `${name} names a later record`).toBeGreaterThan(Number(name.slice(0, 3)));
      }
    }
  });

  test("the anchor rule matches GitHub's for a heading with punctuation", () => {
    expect(slug("Children's data: what is kept")).toBe("childrens-data-what-is-kept");
    expect(slug("Seat holds")).toBe("seat-holds");
  });
});
