import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createLogger } from "#server/logger.server.ts";
import { builtRoutes, type TableRoute } from "#tests/e2e/support/route-table.ts";
import { seedCatalogue } from "./payments.ts";
import { adminCookie, realApp } from "./real-app.ts";
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
  // Text PostgreSQL refuses (server/http/refused-text.server.ts), in every field a form could have.
  {
    name: "NUL in a form",
    type: "application/x-www-form-urlencoded",
    body: "intent=sign-in&email=a%00b%40c.d&password=x%00y&teenFirstName=L%00a&code=%00&q=%00",
  },
  {
    name: "NUL in JSON",
    type: "application/json",
    body: '{"email":"a\\u0000@b.c","teenFirstName":"\\u0000","code":"TEEN\\u0000","name":"x"}',
  },
  {
    name: "lone surrogates in JSON",
    type: "application/json",
    body: '{"email":"\\ud800@b.c","teenFirstName":"\\udc00x","code":"\\ud83d","\\ud800":"key"}',
  },
  {
    name: "encoded surrogate and overlong NUL in a form",
    type: "application/x-www-form-urlencoded",
    body: "intent=sign-in&email=%ED%A0%80%40b.c&password=%C0%80&teenFirstName=%ED%B0%80",
  },
  {
    name: "NUL in multipart",
    type: "multipart/form-data; boundary=xyz",
    body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000@b.c\r\n--xyz--\r\n',
  },
  {
    // Under the body limit: the sign-in form reads it (a 500 before the e-mail's length was limited).
    name: "900 KB sign-in form",
    type: "application/x-www-form-urlencoded",
    body: Buffer.from(`intent=sign-in&password=x&email=${"a".repeat(900 * 1024)}%40b.c`),
  },
  {
    name: "long names and address",
    type: "application/x-www-form-urlencoded",
    body: `intent=sign-up&firstName=${"N".repeat(15_000)}&lastName=A%0D%0ABcc%3A%20x&email=${"a".repeat(200_000)}%40b.c&password=a-long-password&confirmPassword=a-long-password`,
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
  "NUL in a form",
]);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export function malformedRequestsFor(route: TableRoute, cookie?: string) {
  const urls = [
    route.url,
    `${route.url}?q=%E0%A4%A&page=-1&status=%00&token=${"x".repeat(3000)}`,
    `${route.url}?q=%00&token=%00&email=a%00%40b.c&id=%ED%A0%80&ref=%FF%FE`,
  ];
  // A route parameter, or the page a splat stands for, that PostgreSQL would refuse.
  const parameter = /matrix-id|no-such-page/;
  if (parameter.test(route.url))
    for (const refused of ["%00", "a%00b", "%ED%A0%80", "%C3%28"])
      urls.push(route.url.replace(new RegExp(parameter, "g"), refused));
  const out: { label: string; url: string; init: RequestInit }[] = [];
  const withCookie = (headers: Record<string, string>) => (cookie ? { ...headers, cookie } : headers);
  for (const method of METHODS) {
    // The odd URLs with the two most used methods only: the routes read them alike.
    for (const url of method === "GET" || method === "POST" ? urls : [route.url]) {
      if (method === "GET") {
        out.push({ label: `GET ${url.slice(0, 60)}`, url, init: { method, headers: withCookie({}) } });
        continue;
      }
      for (const payload of payloads) {
        const wholeSet = method === "POST" && url === route.url;
        if (!wholeSet && !ONE_PER_WAY_IN.has(payload.name)) continue;
        const headers = withCookie({ origin: PUBLIC_URL, "sec-fetch-site": "same-origin" });
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

type Role = "visitor" | "admin";

// "/auth/sign-out" ends the session it is sent with: as the administrator, it would sign out every
// request after it. A visitor's requests cover the route.
const ENDS_THE_SESSION = new Set(["routes/auth/sign-out"]);

/** What an answer must never be: a 5xx, internals, the adapter's bare text, or without its headers. */
function problemsOf(label: string, response: Response, text: string) {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`${label}: ${response.status}`);
  if (/\n\s+at .+:\d+:\d+|node_modules|\.server\.ts/.test(text)) problems.push(`${label}: stack in response`);
  if (/Failed query|\bparams:|\bselect\b[^<]*\bfrom\b\s+"/i.test(text))
    problems.push(`${label}: SQL in response`);
  if (!response.headers.get("x-content-type-options") || !response.headers.get("x-frame-options"))
    problems.push(`${label}: without the security headers`);
  const type = response.headers.get("content-type") ?? "";
  if (response.status >= 400 && text && !/^(text\/html|application\/json)\b/.test(type))
    problems.push(`${label}: a ${response.status} as ${type || "untyped"} text`);
  return problems;
}

/**
 * Registers one test per route of this share of the route table (every `shares`-th route from
 * `share`, pages first) and role (a visitor, a signed-in administrator past the second factor):
 * each route answers the malformed set without a 5xx, a stack trace, SQL, the adapter's bare text,
 * an answer without the security headers, or more than a line of log. The table is split over
 * files so that Vitest can run the shares in separate workers.
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
  const cookies: Record<Role, string | undefined> = { visitor: undefined, admin: undefined };
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
    let services: Awaited<ReturnType<typeof realApp>>["services"];
    ({ app, services } = await realApp({
      db: database.db,
      pool: database.pool,
      logger: createLogger({ level: "info", pretty: false, destination: stream }),
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
    cookies.admin = await adminCookie(services, `malformed-${share}@academy.test`);
    logLines.length = 0;
  }, 60_000);
  afterAll(() => database.drop());

  test("the route table is the built app's, and this file has its share of it", () => {
    expect(allRoutes.length).toBeGreaterThan(30);
    expect(routes.length).toBeGreaterThanOrEqual(Math.floor(allRoutes.length / shares));
  });

  const cases = (["visitor", "admin"] as const).flatMap((role) =>
    routes
      .filter((route) => role === "visitor" || !ENDS_THE_SESSION.has(route.id))
      .map((route) => [`${route.id} (${role})`, route, role] as const),
  );
  test.for(cases)(
    "%s answers every method and the malformed set without a 5xx, internals, bare text, or more than a line of log",
    { timeout: 120_000 },
    async ([, route, role]) => {
      const failures: string[] = [];
      const requests = malformedRequestsFor(route, cookies[role]);
      for (const { label, url, init } of requests) {
        const before = logLines.length;
        const response = await app.request(`${PUBLIC_URL}${url}`, init);
        const text = await response.text();
        failures.push(...problemsOf(label, response, text));
        const logged = logLines.slice(before);
        if (logged.length > 1) failures.push(`${label}: ${logged.length} log lines`);
        if (logged.some((line) => line.includes('"stack"'))) failures.push(`${label}: stack in log`);
      }
      if (role === "admin") {
        // Still signed in: the requests above were an administrator's to the end.
        const check = await app.request(`${PUBLIC_URL}/admin`, { headers: { cookie: cookies.admin! } });
        expect(check.status).toBe(200);
      }
      expect(requests.length).toBeGreaterThan(30);
      expect(failures).toEqual([]);
    },
  );
}
