import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { configVariables } from "#server/config.server.ts";
import { JOBS } from "#server/jobs/registry.server.ts";

/*
 * The README's lists that the code also holds: the jobs (server/jobs/registry.server.ts), the npm
 * scripts (package.json) and the configuration variables (server/config.server.ts, .env.example).
 * A job, a script or a variable added to the code without its line in the README fails here.
 */
const root = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

/** The README's table whose first header cell is `firstHeader`: its rows, as lists of cells. */
function table(firstHeader: string): string[][] {
  const lines = readme.split("\n");
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
  const start = lines.findIndex((line) => line.startsWith("|") && cells(line)[0] === firstHeader);
  expect(start, `a README table headed '${firstHeader}'`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(cells(line));
  }
  return rows;
}

/** The `code` spans of a cell. */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map(([, span = ""]) => span);
}

describe("the README's lists match the code", () => {
  test("the jobs table lists every registered job once, with its schedule", () => {
    const rows = table("job");
    const documented = rows.map(([name = ""]) => codeSpans(name)[0]);
    expect([...documented].sort()).toEqual(JOBS.map((job) => job.name).sort());
    for (const job of JOBS) {
      const when = rows.find(([name = ""]) => codeSpans(name)[0] === job.name)?.[1] ?? "";
      expect(codeSpans(when), job.name).toContain(job.schedule);
      expect(when.includes("start-up"), `${job.name}: runs at start-up`).toBe(job.runAtStart === true);
      expect(when.includes(job.timeZone ?? "UTC"), `${job.name}: its time zone`).toBe(
        job.timeZone !== undefined,
      );
    }
  });

  test("the scripts table names every npm script, and only those", () => {
    const scripts = Object.keys(
      (
        JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    const named = new Set(
      table("script").flatMap(([command = ""]) =>
        codeSpans(command).flatMap((span) =>
          [...span.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(
            ([, run, lifecycle]) => run ?? lifecycle,
          ),
        ),
      ),
    );
    // npm runs postinstall itself, after every install.
    expect(
      scripts.filter((script) => script !== "postinstall" && !named.has(script ?? "")),
      "missing",
    ).toEqual([]);
    expect(
      [...named].filter((script) => !scripts.includes(script ?? "")),
      "no such script",
    ).toEqual([]);
  });

  test("every configuration variable is in .env.example and the README's table, and no other", () => {
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    const inExample = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name = ""]) => name);
    expect([...new Set(inExample)].sort(), ".env.example").toEqual([...configVariables].sort());

    const spans = table("variable").flatMap(([names = ""]) => codeSpans(names));
    const documents = (variable: string) =>
      spans.some(
        (span) => span === variable || (span.endsWith("*") && variable.startsWith(span.slice(0, -1))),
      );
    expect(
      configVariables.filter((variable) => !documents(variable)),
      "missing from the README",
    ).toEqual([]);
    const stray = spans.filter(
      (span) => !configVariables.some((variable) => variable.startsWith(span.replace(/\*$/, ""))),
    );
    expect(stray, "in the README but not read by the server").toEqual([]);
  });
});
