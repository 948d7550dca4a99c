import { brotliDecompressSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listPageContent, savePageContent } from "#server/content/admin-content.server.ts";
import { createDatabase } from "#server/db/client.server.ts";
import { pageContent, publicSiteVersion, seatHolds, workshops } from "#server/db/schema.server.ts";
import { attachProviderObject, releaseHold } from "#server/seats/holds.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * The public pages' HTML cache (server/http/public-page-cache.server.ts) with the real pages
 * (`npm run build` first). "Another process" is a second connection pool on the same database,
 * as a second server process has: nothing tells this app about its writes but the database.
 */
let database: TestDatabase;
let other: ReturnType<typeof createDatabase>;
let app: Awaited<ReturnType<typeof realApp>>;
const admin = { id: "admin-1", email: "admin@academy.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  other = createDatabase(database.url, silentLogger);
  app = await realApp({ ...database, logger: silentLogger, cachePublicPages: true });
});
afterAll(async () => {
  await other.pool.end();
  await database.drop();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.app.request(path, { headers });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

async function version() {
  const [row] = await database.db.select().from(publicSiteVersion);
  return row!.version;
}

describe("a public page answered again", () => {
  test("comes from the cache, with this response's own nonce on every script", async () => {
    await get("/workshops");
    const rendersBefore = app.renderCount();
    const first = await get("/workshops");
    const second = await get("/workshops");
    expect(app.renderCount()).toBe(rendersBefore);
    const [firstNonce, secondNonce] = [nonceOf(first.response), nonceOf(second.response)];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    for (const { html, nonce } of [
      { html: first.html, nonce: firstNonce },
      { html: second.html, nonce: secondNonce },
    ]) {
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(second.html.replaceAll(secondNonce!, firstNonce!)).toBe(first.html);
  });

  test("is rendered for every request with a cookie or a query string (what may differ per visitor)", async () => {
    await get("/");
    const before = app.renderCount();
    await get("/", { cookie: "theme=dark" });
    await get("/?email-confirmed=1");
    expect(app.renderCount()).toBe(before + 2);
  });
});

describe("a public page sent to a browser that takes Brotli", () => {
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

  test("is Brotli, rendered or from the cache, and decodes to the page sent to anyone else", async () => {
    // A new content version: the next answer is rendered, and kept.
    await database.db.update(publicSiteVersion).set({ version: sql`${publicSiteVersion.version} + 1` });
    const rendersBefore = app.renderCount();
    const rendered = await app.app.request("/workshops", { headers: browser });
    const cached = await app.app.request("/workshops", { headers: browser });
    const plain = await get("/workshops");
    expect(app.renderCount()).toBe(rendersBefore + 1);
    for (const response of [rendered, cached]) {
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(body.length);
      const html = brotliDecompressSync(body).toString("utf8");
      expect(html.replaceAll(nonceOf(response)!, nonceOf(plain.response)!)).toBe(plain.html);
    }
  });

  test("is not Brotli for a browser that refuses it or does not name it", async () => {
    for (const acceptEncoding of ["gzip, deflate", "br;q=0, gzip", ""]) {
      const response = await app.app.request("/workshops", {
        headers: { "accept-encoding": acceptEncoding },
      });
      expect(response.headers.get("content-encoding"), acceptEncoding).toBeNull();
      expect(await response.text(), acceptEncoding).toContain("</html>");
    }
  });
});

describe("an administrator's change made by another process", () => {
  test("a content change shows on the next request", async () => {
    expect((await get("/")).html).toContain("Helping teens build the mindset");
    const rows = await listPageContent(other.db);
    const hero = rows.find((row) => row.pageKey === "home_hero")!;
    const saved = await savePageContent(other.db, admin, {
      id: hero.id,
      title: hero.title,
      content: { ...hero.content, heading: "A heading changed in the back-office" },
    });
    expect(saved.ok).toBe(true);
    const { html } = await get("/");
    expect(html).toContain("A heading changed in the back-office");
  });

  test("a workshop taken off the site disappears from /workshops at once", async () => {
    expect((await get("/workshops")).html).toContain('id="social-skills"');
    await other.db.update(workshops).set({ isActive: false }).where(eq(workshops.id, "social-skills"));
    expect((await get("/workshops")).html).not.toContain('id="social-skills"');
  });
});

describe("the content version", () => {
  test("moves once per committed transaction, however many rows it changed, and not on a rollback", async () => {
    const start = await version();
    await database.db.update(workshops).set({ sortOrder: sql`${workshops.sortOrder}` });
    expect(await version()).toBe(start + 1);
    await database.db
      .transaction(async (tx) => {
        await tx.update(pageContent).set({ title: "rolled back" });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await version()).toBe(start + 1);
  });

  test("moves when a hold takes or gives back a seat, not when its provider's id is written on it", async () => {
    const start = await version();
    const [hold] = await database.db
      .insert(seatHolds)
      .values({
        kind: "payment_intent",
        provider: "test",
        workshopId: "goals",
        subtotal: 100,
        amountTotal: 100,
        customerEmail: "parent@example.com",
        holdExpiresAt: new Date(Date.now() + 600_000),
      })
      .returning();
    expect(await version()).toBe(start + 1);
    await attachProviderObject(database.db, hold!.id, {
      id: "pi_version",
      clientSecret: "pi_version_secret",
    });
    expect(await version()).toBe(start + 1);
    await releaseHold(database.db, { id: hold!.id }, "cancelled");
    expect(await version()).toBe(start + 2);
  });
});
