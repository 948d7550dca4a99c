import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtRoutes, type TableRoute } from "#tests/e2e/support/route-table.ts";
import { seedCatalogue } from "./payments.ts";
import { realApp } from "./real-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

const PUBLIC_URL = "http://academy.test";

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const invalidUtf8 = (prefix: string, suffix = "") =>
  new Uint8Array([...Buffer.from(prefix), 0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82, ...Buffer.from(suffix)]);

type Payload = { name: string; type?: string; body?: Uint8Array | string };

/*
 * The malformed set: what a careless client or a scanner sends where the site expects a form or JSON.
 * The large bodies are encoded once (a string body is encoded again by every Request).
 */
const payloads: Payload[] = [
  { name: "empty, no content type" },
  { name: "empty form", type: "application/x-www-form-urlencoded", body: "" },
  { name: "wrong content type", type: "text/plain", body: "hello=world" },
  {
    name: "JSON where a form is expected",
    type: "application/json",
    body: '{"email":"a@b.c","intent":"save"}',
  },
  {
    name: "form where JSON is expected",
    type: "application/x-www-form-urlencoded",
    body: "email=a%40b.c&x=1",
  },
  { name: "broken JSON", type: "application/json", body: '{"email": "a@b.c",' },
  { name: "JSON of the wrong shape", type: "application/json", body: '[1, "two", null, {"formData": 3}]' },
  {
    name: "unknown fields",
    type: "application/json",
    body: JSON.stringify({
      unknown: "x",
      __proto__: { admin: true },
      constructor: { prototype: 1 },
      formData: {},
    }),
  },
  { name: "deep nesting", type: "application/json", body: deep(100_000) },
  {
    name: "deep nesting in a form",
    type: "application/x-www-form-urlencoded",
    body: `data=${encodeURIComponent(deep(50_000))}&intent=save`,
  },
  { name: "invalid UTF-8 JSON", type: "application/json", body: invalidUtf8('{"email":"', '"}') },
  { name: "invalid UTF-8 form", type: "application/x-www-form-urlencoded", body: invalidUtf8("email=") },
  { name: "broken multipart", type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nContent-Disp" },
  { name: "multipart without boundary", type: "multipart/form-data", body: "email=a" },
  {
    name: "1 MB form",
    type: "application/x-www-form-urlencoded",
    body: Buffer.from(`email=${"a".repeat(1024 * 1024)}`),
  },
  {
    name: "10 MB JSON",
    type: "application/json",
    body: Buffer.from(`{"email":"${"a".repeat(10 * 1024 * 1024)}"}`),
  },
];

/*
 * PUT, PATCH and DELETE take the same path through the server as POST but for the POST-only handlers
 * (server/app.server.ts: the one-click unsubscribe and the Stripe webhook; server/http/json-route.server.ts
 * answers 405 to any other method): the body limit and the request guards look only at "GET or HEAD or
 * not" and React Router calls a route's action for any of them. The odd query string reaches the same
 * body handling as the plain URL. So POST on the plain URL gets the whole set, and every other method
 * and URL one payload per way in: no body, a form, JSON, a body over the limit.
 */
const ONE_PER_WAY_IN = new Set([
  "empty, no content type",
  "JSON where a form is expected",
  "form where JSON is expected",
  "1 MB form",
]);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export function malformedRequestsFor(route: TableRoute) {
  const urls = [route.url, `${route.url}?q=%E0%A4%A&page=-1&status=%00&token=${"x".repeat(3000)}`];
  const out: { label: string; url: string; init: RequestInit }[] = [];
  for (const method of METHODS) {
    // The odd query string with the two most used methods only: the routes read it alike.
    for (const url of method === "GET" || method === "POST" ? urls : [route.url]) {
      if (method === "GET") {
        out.push({ label: `GET ${url.slice(0, 60)}`, url, init: { method } });
        continue;
      }
      for (const payload of payloads) {
        const wholeSet = method === "POST" && url === route.url;
        if (!wholeSet && !ONE_PER_WAY_IN.has(payload.name)) continue;
        const headers: Record<string, string> = { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" };
        if (payload.type) headers["content-type"] = payload.type;
        out.push({
          label: `${method} ${url.slice(0, 60)} [${payload.name}]`,
          url,
          init: { method, headers, body: payload.body as BodyInit | undefined },
        });
      }
    }
  }
  return out;
}

/**
 * Registers one test per route of this share of the route table (every `shares`-th route from
 * `share`, pages first): each route answers the malformed set without a 5xx, a stack trace, or more
 * than a line of log. The table is split over files so that Vitest can run the shares in separate
 * workers.
 */
export async function malformedRequestTests({ share, shares }: { share: number; shares: number }) {
  const allRoutes = await builtRoutes();
  // Pages first: a page renders, which costs ten times a resource route, so each share gets half of them.
  const routes = [
    ...allRoutes.filter((route) => route.isPage),
    ...allRoutes.filter((route) => !route.isPage),
  ].filter((_route, index) => index % shares === share);

  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof realApp>>["app"];
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(...chunk.toString().split("\n").filter(Boolean));
        callback();
      },
    });
    ({ app } = await realApp({
      db: database.db,
      pool: database.pool,
      logger: pino({ level: "info" }, stream),
      env: {
        PUBLIC_URL,
        NEWSLETTER_RATE_LIMIT_PER_IP: "100000",
        NEWSLETTER_RATE_LIMIT_PER_EMAIL: "100000",
        WAITLIST_RATE_LIMIT_PER_IP: "100000",
        PAYMENT_START_RATE_LIMIT_PER_IP: "100000",
        DISCOUNT_RATE_LIMIT_PER_IP: "100000",
        HOLDS_PER_IP: "100000",
      },
    }));
  }, 60_000);
  afterAll(() => database.drop());

  test("the route table is the built app's, and this file has its share of it", () => {
    expect(allRoutes.length).toBeGreaterThan(30);
    expect(routes.length).toBeGreaterThanOrEqual(Math.floor(allRoutes.length / shares));
  });

  test.for(routes.map((route) => [route.id, route] as const))(
    "%s answers every method and the malformed set without a 5xx, a stack trace, or more than a line of log",
    { timeout: 120_000 },
    async ([, route]) => {
      const failures: string[] = [];
      const requests = malformedRequestsFor(route);
      for (const { label, url, init } of requests) {
        const before = logLines.length;
        const response = await app.request(`${PUBLIC_URL}${url}`, init);
        const text = await response.text();
        if (response.status >= 500) failures.push(`${label}: ${response.status}`);
        if (/\n\s+at .+:\d+:\d+|node_modules|\.server\.ts/.test(text))
          failures.push(`${label}: stack in response`);
        const logged = logLines.slice(before);
        if (logged.length > 1) failures.push(`${label}: ${logged.length} log lines`);
        if (logged.some((line) => line.includes('"stack"'))) failures.push(`${label}: stack in log`);
      }
      expect(requests.length).toBeGreaterThan(30);
      expect(failures).toEqual([]);
    },
  );
}
