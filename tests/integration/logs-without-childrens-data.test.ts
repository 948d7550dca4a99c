import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { csvStream } from "#server/csv/csv.server.ts";
import { seedCatalogue, agreedFields } from "#tests/helpers/payments.ts";
import { adminCookie, realApp } from "#tests/helpers/real-app.ts";
import { recordingLogger } from "#tests/helpers/recording-logger.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * A query that fails on each path carrying a teen's details is logged by its name and code only
 * (loggableError in server/db/errors.server.ts): the log never holds the teen's names or age, the
 * parent's names or e-mail, nor an administrator's search.
 */

const PUBLIC_URL = "http://academy.test";
const family = {
  teenFirstName: "Zéphyrine",
  teenLastName: "Quatremarre",
  teenAge: "13",
  parentFirstName: "Hortense",
  parentLastName: "Vauquelin",
  parentEmail: "hortense.vauquelin@example.com",
};
// What must never be written; the age is looked for as the value of a parameter list.
const SECRETS = [
  family.teenFirstName,
  family.teenLastName,
  family.parentFirstName,
  family.parentLastName,
  family.parentEmail,
  "hortense.vauquelin",
];

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>["app"];
let admin: string;
const recording = recordingLogger();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  let services: Awaited<ReturnType<typeof realApp>>["services"];
  ({ app, services } = await realApp({ db: database.db, pool: database.pool, logger: recording.logger }));
  admin = await adminCookie(services, "logs-admin@academy.test");
  await database.pool.query(`
    create function refuse_for_test() returns trigger language plpgsql as $$
    begin raise exception 'refused for the test'; end $$`);
}, 60_000);
afterAll(() => database.drop());

/** Makes every insert into `table` fail while `work` runs. */
async function whileInsertsFail(table: string, work: () => Promise<void>) {
  await database.pool.query(
    `create trigger refuse_for_test before insert on ${table} for each row execute function refuse_for_test()`,
  );
  try {
    await work();
  } finally {
    await database.pool.query(`drop trigger refuse_for_test on ${table}`);
  }
}

const json = (path: string, body: unknown) =>
  app.request(`${PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL, "sec-fetch-site": "same-origin" },
    body: JSON.stringify(body),
  });

/** The lines logged while `work` ran; each must hold a failed query's name and code, and no secret. */
async function loggedDuring(work: () => Promise<void>) {
  const before = recording.lines.length;
  await work();
  const lines = recording.lines.slice(before);
  const failedQueries = lines.filter((line) => /"query":"(insert|select|update|with)/.test(line));
  expect(failedQueries.length, `no failed query logged among: ${lines.join("\n")}`).toBeGreaterThan(0);
  for (const line of lines) {
    for (const secret of SECRETS) expect(line).not.toContain(secret);
    expect(line).not.toMatch(/Failed query|params|"13"|,13,|\bselect\b.+\bfrom\b/i);
  }
  return lines;
}

test("a booking's payment start whose hold cannot be written", async () => {
  await whileInsertsFail("seat_holds", async () => {
    await loggedDuring(async () => {
      const answer = await json("/api/create-payment-intent", {
        workshopId: "goals",
        formData: {
          ...agreedFields,
          ...family,
          parentPhone: "",
          hearAboutUs: "",
          specialRequests: "",
          discountCode: "",
        },
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
    });
  });
});

test("a paid booking whose row cannot be written (fulfilment)", async () => {
  const started = await json("/api/create-payment-intent", {
    workshopId: "goals",
    formData: {
      ...agreedFields,
      ...family,
      parentPhone: "",
      hearAboutUs: "",
      specialRequests: "",
      discountCode: "",
    },
  });
  expect(started.status).toBe(200);
  const { payment_intent_id: paymentIntentId, client_secret: clientSecret } = (await started.json()) as {
    payment_intent_id: string;
    client_secret: string;
  };
  await whileInsertsFail("bookings", async () => {
    await loggedDuring(async () => {
      await json(`/api/test-payments/${paymentIntentId}/confirm`, {
        clientSecret,
        cardNumber: "4242424242424242",
      });
    });
  });
});

test("a waiting-list entry and a newsletter sign-up that cannot be written", async () => {
  await whileInsertsFail("waiting_list", async () => {
    await loggedDuring(async () => {
      await json("/api/workshops/goals/waitlist", { email: family.parentEmail });
    });
  });
  await whileInsertsFail("newsletter_subscribers", async () => {
    await loggedDuring(async () => {
      await json("/api/newsletter", { email: family.parentEmail, consent: true });
    });
  });
});

test("the back-office's search and export of bookings when their query fails", async () => {
  // A query PostgreSQL refuses whatever its parameters: the column it reads is gone for the test.
  await database.pool.query("alter table bookings rename column teen_first_name to teen_first_name_gone");
  try {
    for (const path of ["/admin/bookings", "/admin/bookings/export"]) {
      await loggedDuring(async () => {
        const answer = await app.request(
          `${PUBLIC_URL}${path}?q=${encodeURIComponent(family.teenFirstName)}`,
          { headers: { cookie: admin } },
        );
        // The list answers its page with a notice; the export, before its first byte, the error page.
        expect(answer.status).toBe(path.endsWith("export") ? 500 : 200);
        expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
        // The page shows the administrator their own search; the SQL, never.
        expect(await answer.text()).not.toMatch(/Failed query|teen_first_name_gone/);
      });
    }
  } finally {
    await database.pool.query("alter table bookings rename column teen_first_name_gone to teen_first_name");
  }
});

test("an export that fails after its first rows ends with a line saying it is incomplete; the log has no row", async () => {
  const rows = [[family.teenFirstName, family.parentEmail, 13]];
  let served = 0;
  const batches: AsyncIterator<(string | number)[][]> = {
    next: async () => {
      served += 1;
      if (served === 1) return { done: false, value: rows };
      // A query failing with the family's details among its parameters, as Drizzle reports it.
      await database.db.execute(sql`select * from no_such_table where name = ${family.teenFirstName}`);
      return { done: true, value: undefined };
    },
  };
  const before = recording.lines.length;
  const body = await csvStream(["Prénom", "E-mail", "Âge"], batches, (error) =>
    recording.logger.error({ err: error }, "CSV export failed after its first rows"),
  );
  const lines = (await new Response(body).text()).trimEnd().split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(family.teenFirstName);
  expect(lines[2]).toMatch(/^INCOMPLETE EXPORT/);
  const logged = recording.lines.slice(before);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(/"code":"42P01"/);
  for (const secret of SECRETS) expect(logged[0]).not.toContain(secret);
});
