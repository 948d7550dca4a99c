import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "#server/app.server.ts";
import { loadConfig } from "#server/config.server.ts";
import { createDatabase } from "#server/db/client.server.ts";
import { freePort } from "#server/db/embedded.server.ts";
import type { Services } from "#server/services.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function appWith(services: Pick<Services, "db" | "pool">, env: NodeJS.ProcessEnv = {}) {
  return createApp({
    services: {
      ...services,
      config: loadConfig(env),
      logger: silentLogger,
      // These tests stand in for React Router, so nothing reaches Better Auth.
      auth: {} as Services["auth"],
      payments: {} as Services["payments"],
      mail: { transport: { send: async () => undefined }, wake: () => undefined },
    },
    handleRequest: async (request) => {
      const { pathname } = new URL(request.url);
      // What a route would read of the body, sent back.
      if (pathname === "/api/echo") return Response.json({ body: await request.text() });
      if (pathname === "/boom") throw new Error("secret internal detail at db.ts:42");
      // The receipt asks for no referrer at all.
      if (pathname.startsWith("/receipts/"))
        return new Response("%PDF", { headers: { "Referrer-Policy": "no-referrer" } });
      // Stands in for React Router: its not-found page for unknown paths.
      const status = pathname.includes("nothing-here") ? 404 : 200;
      return new Response("<html></html>", { status, headers: { "Content-Type": "text/html" } });
    },
  });
}

describe("GET /healthz", () => {
  test("answers 200 when the database answers", async () => {
    const response = await appWith(database).request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("answers 503 when the database does not", async () => {
    const port = await freePort();
    const dead = createDatabase(`postgres://postgres:postgres@127.0.0.1:${port}/none`, silentLogger);
    const response = await appWith(dead).request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "degraded" });
    await dead.pool.end();
  });
});

describe("security baseline", () => {
  test("every response carries the security headers and a fresh CSP nonce", async () => {
    const app = appWith(database);
    const first = await app.request("/anything");
    const second = await app.request("/anything");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  test("a route's stricter Referrer-Policy (the receipt's no-referrer) is kept", async () => {
    const receipt = await appWith(database).request("/receipts/some-secret");
    expect(receipt.headers.get("referrer-policy")).toBe("no-referrer");
  });

  test("HSTS is sent over HTTPS", async () => {
    const viaProxy = await appWith(database).request("/", { headers: { "x-forwarded-proto": "https" } });
    expect(viaProxy.headers.get("strict-transport-security")).toContain("max-age=");
    const configured = await appWith(database, { PUBLIC_URL: "https://academy.example" }).request("/");
    expect(configured.headers.get("strict-transport-security")).toContain("max-age=");
  });

  test("an oversized body is refused with 413", async () => {
    const response = await appWith(database).request("/api/anything", {
      method: "POST",
      body: "x".repeat(2 * 1024 * 1024),
      headers: { "content-type": "text/plain", "content-length": String(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large." });
  });

  test("an unexpected error answers a clean 500 without internals", async () => {
    const page = await appWith(database).request("/boom");
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("secret internal detail");
    const json = await appWith(database).request("/boom", { headers: { accept: "application/json" } });
    expect(await json.json()).toEqual({ error: "Something went wrong. Please try again." });
  });

  test("error pages speak the page's language: French under the back-office, English elsewhere", async () => {
    const refused = (path: string) =>
      appWith(database).request(path, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
    const admin = await refused("/admin/bookings");
    expect(admin.status).toBe(415);
    const french = await admin.text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain("<h1>Requête refusée</h1>");
    expect(french).toContain("Le format de cette requête n&#39;est pas accepté.");
    expect(french).toContain("Retour à l&#39;accueil");

    const english = await (await refused("/workshops")).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("This request&#39;s format is not accepted.");
  });

  test("unknown API paths answer JSON 404", async () => {
    const response = await appWith(database).request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found." });
  });
});

// Over a real socket, as in production: a body with a declared length is judged from its headers
// and read straight from the socket (server/http/request-guards.server.ts), a chunked one as it streams.
describe("bodies over a real connection", () => {
  const PUBLIC_URL = "http://academy.test";
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(getRequestListener(appWith(database, { PUBLIC_URL }).fetch));
    port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A POST to the echo route, with a declared length or in chunks. */
  const post = (chunks: string[], { chunked = false } = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const total = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/echo",
          method: "POST",
          headers: {
            origin: PUBLIC_URL,
            "content-type": "application/json",
            ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(total) }),
          },
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      // The server may answer 413 before the whole body is sent.
      request.on("error", (error) => (error.message.includes("EPIPE") ? undefined : reject(error)));
      for (const chunk of chunks) request.write(chunk);
      request.end();
    });

  test("a body is read once and handed on whole, with a length or in chunks", async () => {
    const json = JSON.stringify({ name: "Léa" });
    expect(await post([json])).toEqual({ status: 200, body: JSON.stringify({ body: json }) });
    expect(await post([json.slice(0, 5), json.slice(5)], { chunked: true })).toEqual({
      status: 200,
      body: JSON.stringify({ body: json }),
    });
  });

  test("a NUL in the body is refused with 400 before the route, with a length or in chunks", async () => {
    const json = JSON.stringify({ name: "L\u0000a" });
    expect((await post([json])).status).toBe(400);
    expect((await post([json], { chunked: true })).status).toBe(400);
  });

  test("a body over 1 MB is refused with 413, declared or counted as it streams", async () => {
    const big = `"${"x".repeat(1024 * 1024)}"`;
    expect((await post([big])).status).toBe(413);
    expect((await post([big.slice(0, 600_000), big.slice(600_000)], { chunked: true })).status).toBe(413);
  });
});
