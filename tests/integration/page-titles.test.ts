import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { pageTitle } from "#app/lib/seo.ts";

/*
 * Every page's <title> is made by pageTitle (app/lib/seo.ts): a route's `meta` hands it the page's
 * own words and how the title ends, and never writes " | Teen Growth Academy" or "· Administration"
 * itself, so the format and the academy's name (ACADEMY_NAME) are in one place.
 */
const routes = path.resolve(import.meta.dirname, "../../app/routes");

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : routeModules(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The body of the module's exported `meta`, function or arrow, if it has one. */
function metaOf(source: ts.SourceFile): ts.Node | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === "meta") return statement.body;
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === "meta")
          return declaration.initializer;
  }
  return undefined;
}

/**
 * Each `title` the meta writes (in a descriptor or in pageMeta's options), with what makes it: a call
 * of pageTitle passes. Arguments of other calls (a message's `{ title }`) are not titles.
 */
function titlesOf(meta: ts.Node, source: ts.SourceFile): { text: string; madeByPageTitle: boolean }[] {
  const found: { text: string; madeByPageTitle: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      !(ts.isIdentifier(node.expression) && node.expression.text === "pageMeta")
    )
      return;
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === "title")
      found.push({ text: node.getText(source), madeByPageTitle: false });
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === "title") {
      const value = node.initializer;
      const madeByPageTitle =
        ts.isCallExpression(value) &&
        ts.isIdentifier(value.expression) &&
        value.expression.text === "pageTitle";
      found.push({ text: node.getText(source), madeByPageTitle });
      if (madeByPageTitle) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(meta);
  return found;
}

describe("page titles", () => {
  test("every route module's title is made by pageTitle, never written out", () => {
    const offenders: string[] = [];
    let titles = 0;
    for (const file of routeModules(routes)) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const meta = metaOf(source);
      if (!meta) continue;
      for (const title of titlesOf(meta, source)) {
        titles += 1;
        if (!title.madeByPageTitle) offenders.push(`${path.relative(routes, file)}: ${title.text}`);
      }
    }
    expect(offenders).toEqual([]);
    // The walk found the titles it checks (a route tree moved elsewhere would pass with none).
    expect(titles).toBeGreaterThan(30);
  });

  test("the endings: the academy's name, the back-office's, or none", () => {
    const matches = [{ id: "root", data: { site: { academyName: "Teen Growth Academy", publicUrl: "" } } }];
    expect(pageTitle(matches, "Sign In")).toBe("Sign In | Teen Growth Academy");
    expect(
      pageTitle([{ id: "root", data: { site: { academyName: "Other", publicUrl: "" } } }], "Sign In"),
    ).toBe("Sign In | Other");
    expect(pageTitle(matches, "Réservations", "back-office")).toBe("Réservations · Administration");
    expect(pageTitle(matches, "Administration", "none")).toBe("Administration");
  });
});
