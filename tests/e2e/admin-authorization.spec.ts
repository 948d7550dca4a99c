import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { createEnrolledCoach, signInWithApi, signUpVerified } from "#tests/e2e/support/accounts.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eBaseUrl } from "#tests/e2e/support/environment.ts";
import { backOfficeRoutes, coachRoutes, type TableRoute } from "#tests/e2e/support/route-table.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/*
 * The authorisation matrix, built from the route table of the built server:
 * every back-office route and endpoint, and every route of the coaches' area,
 * as a visitor, as a signed-in non-admin, as a coach and as an admin. A parent
 * has no account (a booking's pages open by their secret link alone), so the
 * visitor's answers are a parent's. Each loader and action is also reached on
 * its own (React Router's `.data` requests with `_routes`), so a child route
 * that forgot its guard cannot hide behind its layout's check.
 */

type Role = "visitor" | "member" | "coach" | "admin";
type Probe = { label: string; route: TableRoute; method: "GET" | "POST"; url: string };

function probesFor(route: TableRoute): Probe[] {
  const probes: Probe[] = [];
  if (route.hasLoader) {
    probes.push({ label: `GET ${route.url}`, route, method: "GET", url: route.url });
    if (route.isPage) {
      const dataUrl = `${route.url === "/" ? "/_root" : route.url}.data?_routes=${encodeURIComponent(route.id)}`;
      probes.push({ label: `loader of ${route.id}`, route, method: "GET", url: dataUrl });
    }
  }
  if (route.hasAction) {
    const url = route.isPage ? `${route.url}.data${route.isIndex ? "?index" : ""}` : route.url;
    probes.push({ label: `action of ${route.id}`, route, method: "POST", url });
  }
  return probes;
}

async function send(context: APIRequestContext, probe: Probe) {
  const response =
    probe.method === "GET"
      ? await context.get(probe.url, { maxRedirects: 0 })
      : await context.post(probe.url, {
          maxRedirects: 0,
          headers: { Origin: e2eBaseUrl },
          form: { intent: "authorization-matrix" },
        });
  return {
    status: response.status(),
    location: response.headers()["location"] ?? "",
    body: await response.text(),
  };
}

/**
 * Sent to /auth (a redirect, or React Router's encoded redirect for data requests) or refused
 * outright; a coach asking for the back-office is sent to its own area instead (`to`).
 */
function refused({ status, location, body }: Awaited<ReturnType<typeof send>>, to = "/auth") {
  if (status === 401 || status === 403) return true;
  if ((status === 302 || status === 303) && new URL(location, e2eBaseUrl).pathname === to) return true;
  return status === 202 && body.includes(`"redirect","${to}"`);
}

let routes: TableRoute[];
let coaching: TableRoute[];
const coach = { email: uniqueEmail("matrix-coach"), password: "matrix-coach-password" };
const contexts: Partial<Record<Role, APIRequestContext>> = {};

test.beforeAll(async ({ admin }) => {
  routes = await backOfficeRoutes();
  coaching = await coachRoutes();
  contexts.visitor = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });

  const member = { email: uniqueEmail("matrix-member"), password: "matrix-member-password" };
  contexts.member = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  await signUpVerified(contexts.member, member.email, member.password);
  const memberSignIn = await contexts.member.post("/api/auth/sign-in/email", { data: member });
  expect(memberSignIn.status()).toBe(200);

  contexts.admin = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  await signInWithApi(contexts.admin, admin);

  contexts.coach = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  await signInWithApi(contexts.coach, await createEnrolledCoach(coach.email, coach.password));
});

test.afterAll(async () => {
  await Promise.all(Object.values(contexts).map((context) => context?.dispose()));
  await e2eQuery("delete from users where email = $1", [coach.email]);
});

test("the matrix covers the whole back-office route table", () => {
  const ids = routes.map((route) => route.id);
  for (const id of [
    "routes/admin/layout",
    "routes/admin/dashboard",
    "routes/admin/workshops",
    "routes/admin/bookings",
    "routes/admin/waiting-list",
    "routes/admin/newsletter",
    "routes/admin/discount-codes",
    "routes/admin/content",
    "routes/admin/audit-log",
    "routes/admin/bookings-export",
    "routes/admin/newsletter-export",
    "routes/admin/waiting-list-export",
    "routes/admin/invoices",
    "routes/admin/invoices-export",
    "routes/admin/invoices-archive",
    "routes/admin/invoice-pdf",
    "routes/admin/reviews",
  ]) {
    expect(ids).toContain(id);
  }
  expect(routes.flatMap(probesFor).length).toBeGreaterThanOrEqual(routes.length);
  expect(coaching.map((route) => route.id).sort()).toEqual([
    "routes/coach/group",
    "routes/coach/home",
    "routes/coach/layout",
  ]);
});

for (const role of ["visitor", "member"] as const) {
  test(`a ${role === "visitor" ? "signed-out visitor" : "signed-in non-admin"} is sent to /auth or refused everywhere`, async () => {
    const leaks: string[] = [];
    for (const probe of routes.flatMap(probesFor)) {
      const result = await send(contexts[role]!, probe);
      if (!refused(result))
        leaks.push(`${probe.label} (${probe.method} ${probe.url}) answered ${result.status}`);
    }
    expect(leaks).toEqual([]);
  });
}

test("a coach is sent to its own area or refused everywhere in the back-office", async () => {
  const leaks: string[] = [];
  for (const probe of routes.flatMap(probesFor)) {
    const result = await send(contexts.coach!, probe);
    if (!refused(result) && !refused(result, "/coach"))
      leaks.push(`${probe.label} (${probe.method} ${probe.url}) answered ${result.status}`);
  }
  expect(leaks).toEqual([]);
});

for (const role of ["visitor", "member"] as const) {
  test(`a ${role === "visitor" ? "signed-out visitor (or a parent)" : "signed-in member"} is sent to /auth or refused in the coaches' area`, async () => {
    const leaks: string[] = [];
    for (const probe of coaching.flatMap(probesFor)) {
      const result = await send(contexts[role]!, probe);
      if (!refused(result))
        leaks.push(`${probe.label} (${probe.method} ${probe.url}) answered ${result.status}`);
    }
    expect(leaks).toEqual([]);
  });
}

// An administrator may open the coaches' area (docs/decisions/025-coaches-join-links-attendance.md).
for (const role of ["coach", "admin"] as const) {
  test(`${role === "admin" ? "an administrator" : "a coach"} is served every route of the coaches' area`, async () => {
    const problems: string[] = [];
    for (const probe of coaching.flatMap(probesFor)) {
      const result = await send(contexts[role]!, probe);
      if (refused(result)) problems.push(`${probe.label} refused the ${role} (${result.status})`);
      else if (probe.method === "GET") {
        // A group that does not exist, or is not the coach's: 404.
        const expected = probe.url.includes("matrix-id") ? 404 : 200;
        if (result.status !== expected)
          problems.push(`${probe.label} answered ${result.status}, not ${expected}`);
      } else if (result.status >= 500) problems.push(`${probe.label} failed with ${result.status}`);
    }
    expect(problems).toEqual([]);
  });
}

test("an admin is served every back-office route", async () => {
  const problems: string[] = [];
  for (const probe of routes.flatMap(probesFor)) {
    const result = await send(contexts.admin!, probe);
    if (refused(result)) {
      problems.push(`${probe.label} refused the admin (${result.status})`);
    } else if (probe.method === "GET") {
      // A route with a parameter is asked for an id that does not exist ("matrix-id"): its loader,
      // past the admin check, answers 404.
      const expected = probe.route.isSplat || probe.url.includes("matrix-id") ? 404 : 200;
      if (result.status !== expected)
        problems.push(`${probe.label} answered ${result.status}, not ${expected}`);
    } else if (result.status >= 500) {
      problems.push(`${probe.label} failed with ${result.status}`);
    }
  }
  expect(problems).toEqual([]);
});
