import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/*
 * What the browser downloads (build/client, written by `npm run build` before the suites run) holds
 * no server code. The build already refuses a *.server.ts module in the browser graph; this reads the
 * output itself, so a server library reached some other way is caught too. Each marker is first
 * checked where it comes from, so a marker that stopped identifying its source fails the test.
 */
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "build/client");
const serverBundle = path.join(root, "build/runtime/main.js");

const markers = [
  { what: "Drizzle ORM", text: 'Symbol.for("drizzle:Columns")', source: "node_modules/drizzle-orm/table.js" },
  { what: "node-postgres", text: "SCRAM-SHA-256", source: "node_modules/pg/lib/client.js" },
  { what: "nodemailer", text: "nodemailer", source: "node_modules/nodemailer/dist/cjs/nodemailer.js" },
  { what: "the server's configuration", text: "STRIPE_WEBHOOK_SECRET", source: "build/runtime/main.js" },
  {
    what: "the server's database start",
    text: "Embedded PostgreSQL started",
    source: "build/runtime/main.js",
  },
  { what: "the e-mail outbox", text: "email_outbox", source: "build/runtime/main.js" },
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe("the browser bundle", () => {
  test("has been built (npm run build)", () => {
    expect(existsSync(clientDir), "build/client is missing: run npm run build").toBe(true);
    expect(existsSync(serverBundle), "build/runtime/main.js is missing: run npm run build").toBe(true);
  });

  test.each(markers)("each marker identifies its source: $what", ({ text, source }) => {
    expect(readFileSync(path.join(root, source), "utf8")).toContain(text);
  });

  test("contains no server library and no server module", () => {
    const scripts = filesUnder(clientDir).filter((file) => /\.(m?js|css|html)$/.test(file));
    expect(scripts.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const file of scripts) {
      const content = readFileSync(file, "utf8");
      for (const marker of markers)
        if (content.includes(marker.text)) found.push(`${marker.what} in ${path.relative(root, file)}`);
      // Vite's stand-in for a Node built-in (node:crypto, node:fs...) that a browser module imported.
      if (content.includes("__vite-browser-external"))
        found.push(`a Node built-in in ${path.relative(root, file)}`);
    }
    expect(found).toEqual([]);
  });
});
