import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtRoutes, type TableRoute } from "#tests/e2e/support/route-table.ts";
import { seedCatalogue } from "#tests/helpers/payments.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

const PUBLIC_URL = "http://academy.test";

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

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const invalidUtf8 = (prefix: string, suffix = "") =>
  new Uint8Array([...Buffer.from(prefix), 0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82, ...Buffer.from(suffix)]);

/** The malformed set: what a careless client or a scanner sends where the site expects a form or JSON. */
const payloads: { name: string; type?: string; body?: BodyInit; bodyMethodsOnly?: boolean }[] = [
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
  { name: "1 MB form", type: "application/x-www-form-urlencoded", body: `email=${"a".repeat(1024 * 1024)}` },
  {
    name: "10 MB JSON",
    type: "application/json",
    body: `{"email":"${"a".repeat(10 * 1024 * 1024)}"}`,
    bodyMethodsOnly: true,
  },
];

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function requestsFor(route: TableRoute) {
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
        if (url !== route.url && payload.bodyMethodsOnly) continue;
        const headers: Record<string, string> = { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" };
        if (payload.type) headers["content-type"] = payload.type;
        out.push({
          label: `${method} ${url.slice(0, 60)} [${payload.name}]`,
          url,
          init: { method, headers, body: payload.body },
        });
      }
    }
  }
  return out;
}

test("every route and method answers the malformed set without a 5xx, a stack trace, or more than a line of log", async () => {
  const routes = await builtRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    for (const { label, url, init } of requestsFor(route)) {
      const before = logLines.length;
      const response = await app.request(`${PUBLIC_URL}${url}`, init);
      const text = await response.text();
      sent++;
      if (response.status >= 500) failures.push(`${label}: ${response.status}`);
      if (/\n\s+at .+:\d+:\d+|node_modules|\.server\.ts/.test(text))
        failures.push(`${label}: stack in response`);
      const logged = logLines.slice(before);
      if (logged.length > 1) failures.push(`${label}: ${logged.length} log lines`);
      if (logged.some((line) => line.includes('"stack"'))) failures.push(`${label}: stack in log`);
    }
  }
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
}, 600_000);
