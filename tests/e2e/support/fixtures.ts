import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { createEnrolledAdmin, type EnrolledAdmin } from "./accounts.ts";
import { signInAs } from "./back-office.ts";
import { e2eQuery, queryDataDir, uniqueEmail } from "./database.ts";
import { e2eBaseUrl } from "./environment.ts";
import { startServer, type RunningServer } from "./server-process.ts";

/*
 * The fixtures every end-to-end spec uses (import `test` and `expect` from here, not from
 * @playwright/test). The suite runs with several workers against one server, so a test creates
 * the rows it changes (a throw-away workshop, discount code, administrator) and these fixtures
 * delete them afterwards. The guards fail a test on a console error, an uncaught page error or a
 * request to any host but this machine's, unless the test allows it (README, "Tests").
 */

/** An administrator whose second factor is set up (the back-office asks for it at every sign-in). */
export type Admin = EnrolledAdmin;

export type WorkshopRow = {
  id: string;
  title: string;
  price: number;
  maxSeats: number;
  bookedSeats: number;
  isActive: boolean;
  nextStart: string | null;
  ageMin: number;
  ageMax: number;
};

export type WorkshopOptions = Partial<Omit<WorkshopRow, "id">> & {
  /** Its groups (ids `{workshop id}-option1`, `-option2`...): each becomes a workshop_groups row. */
  groups?: {
    dateRange: string;
    timeText: string;
    capacity?: number;
    bookedSeats?: number;
    isActive?: boolean;
  }[];
};

export type DiscountCodeRow = {
  id: string;
  code: string;
  discountType: "percentage" | "fixed";
  /** A percentage, or euro cents for a fixed code. */
  discountValue: number;
};

export type DiscountCodeOptions = Partial<Omit<DiscountCodeRow, "id">> & {
  isActive?: boolean;
  maxUses?: number | null;
  usedCount?: number;
  minAmount?: number | null;
  expiresAt?: Date | null;
};

type GuardOptions = {
  /** Console errors (or uncaught page errors) this test expects, e.g. from a route it aborts. */
  allowConsoleErrors: RegExp[];
  /** Hosts the pages may reach besides this machine, e.g. a page opened in a new tab. */
  allowedHosts: (string | RegExp)[];
};

type TestFixtures = {
  /** A page signed in as the worker's administrator. */
  adminPage: Page;
  /** Creates a throw-away workshop (active, €147, 10 seats, ages 10-16, started 2024-11-05, after the seeded ones). */
  createWorkshop: (options?: WorkshopOptions) => Promise<WorkshopRow>;
  /** One throw-away workshop with the defaults. */
  workshop: WorkshopRow;
  /** Creates a throw-away discount code (20 % by default) with a unique code. */
  createDiscountCode: (options?: DiscountCodeOptions) => Promise<DiscountCodeRow>;
  /** One throw-away 20 % discount code. */
  discountCode: DiscountCodeRow;
  _guards: void;
};

export type PrivateServer = RunningServer & {
  dataDir: string;
  /** SQL on this server's database. */
  query: <T extends Record<string, unknown>>(sql: string, values?: unknown[]) => Promise<T[]>;
  /** An administrator of this server (created on first use). */
  admin: () => Promise<Admin>;
};

type WorkerFixtures = {
  /** An administrator of this worker, created once and deleted when the worker ends. */
  admin: Admin;
  /**
   * A server of this worker's own, on its own DATA_DIR (seeded, empty otherwise), for the rare
   * test that must change something global, like the home page's content. Tests of one worker
   * run one at a time, so a test may change it freely but must not expect another's changes.
   */
  privateServer: PrivateServer;
};

/** Short, unique and upper-case: ids and codes of throw-away rows. */
export function uniqueTag(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

function isLoopback(hostname: string) {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    hostname === "::1" ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}

/**
 * The browser logs every 4xx answer as an error. A form's action or an API refusing what a test
 * typed (400, 409, 429) is the app working: those are not reported. A missing page, script or
 * image (any other 4xx) and every 5xx are.
 */
function isRefusedSubmission(text: string, url: string) {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text)) return false;
  try {
    const { hostname, pathname } = new URL(url);
    return isLoopback(hostname) && (pathname.endsWith(".data") || pathname.startsWith("/api/"));
  } catch {
    return false;
  }
}

const withoutHash = (url: string) => url.split("#")[0]!;

/** Watches a context; the returned function lists what went wrong once the test is over. */
function watch(context: BrowserContext, options: GuardOptions) {
  const problems: string[] = [];
  const allowedError = (text: string) => options.allowConsoleErrors.some((pattern) => pattern.test(text));
  // Without JavaScript a form posts to its own page, and a refusal (400) is that page: the
  // browser's error about it is the app working, like a refused API call. The response event may
  // come after the console message, so those messages are judged when the test is over.
  const formPostAnswers = new Set<string>();
  const pageErrors: { problem: string; location: string }[] = [];
  context.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && request.resourceType() === "document" && response.status() < 500)
      formPostAnswers.add(withoutHash(response.url()));
  });
  context.on("console", (message) => {
    if (message.type() !== "error" || allowedError(message.text())) return;
    const location = message.location().url;
    if (isRefusedSubmission(message.text(), location)) return;
    const problem = `console error: ${message.text()}${location ? ` (${location})` : ""}`;
    if (/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text()))
      pageErrors.push({ problem, location });
    else problems.push(problem);
  });
  context.on("weberror", (error) => {
    const text = error.error().message;
    if (!allowedError(text)) problems.push(`uncaught page error: ${text}`);
  });
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) return;
    if (isLoopback(url.hostname)) return;
    const allowed = options.allowedHosts.some((host) =>
      typeof host === "string" ? host === url.host || host === url.hostname : host.test(url.host),
    );
    if (!allowed) problems.push(`request to another host: ${request.method()} ${request.url()}`);
  });
  return () => [
    ...problems,
    ...pageErrors
      .filter(({ location }) => !formPostAnswers.has(withoutHash(location)))
      .map(({ problem }) => problem),
  ];
}

export const test = base.extend<TestFixtures & GuardOptions, WorkerFixtures>({
  allowConsoleErrors: [[], { option: true }],
  allowedHosts: [[], { option: true }],

  _guards: [
    async ({ context, allowConsoleErrors, allowedHosts }, use) => {
      const problemsSoFar = watch(context, { allowConsoleErrors, allowedHosts });
      await use();
      const problems = problemsSoFar();
      if (problems.length)
        throw new Error(
          `Unexpected browser events (allow expected ones with test.use({ allowConsoleErrors }) or { allowedHosts }):\n` +
            problems.map((problem) => `  - ${problem}`).join("\n"),
        );
    },
    { auto: true },
  ],

  admin: [
    async ({}, use, workerInfo) => {
      const admin = await createEnrolledAdmin(
        uniqueEmail(`admin-w${workerInfo.workerIndex}`),
        `worker-${workerInfo.workerIndex}-password`,
      );
      await use(admin);
      await e2eQuery("delete from users where email = $1", [admin.email]);
    },
    { scope: "worker", timeout: 90_000 },
  ],

  adminPage: async ({ page, admin }, use) => {
    await signInAs(page, admin);
    await use(page);
  },

  createWorkshop: async ({}, use) => {
    const created: string[] = [];
    await use(async (options = {}) => {
      const id = `e2e-${uniqueTag("").toLowerCase()}`;
      const row: WorkshopRow = {
        id,
        title: options.title ?? `Workshop ${id}`,
        price: options.price ?? 14700,
        maxSeats: options.maxSeats ?? 10,
        bookedSeats: options.bookedSeats ?? 0,
        isActive: options.isActive ?? true,
        // A past date, as the seeded ones have ("Coming Soon"); the back-office form requires one.
        nextStart: options.nextStart ?? "2024-11-05",
        ageMin: options.ageMin ?? 10,
        ageMax: options.ageMax ?? 16,
      };
      // sort_order 1000: after the six seeded workshops, so specs reading the catalogue keep their order.
      await e2eQuery(
        `insert into workshops (id, title, description, price, duration, sessions, max_seats, booked_seats,
           is_active, next_start, age_min, age_max, sort_order)
         values ($1, $2, 'A throw-away workshop of an end-to-end test.', $3, '3 weeks', '3 sessions of 1 hour',
           $4, $5, $6, $7, $8, $9, 1000)`,
        [
          row.id,
          row.title,
          row.price,
          row.maxSeats,
          row.bookedSeats,
          row.isActive,
          row.nextStart,
          row.ageMin,
          row.ageMax,
        ],
      );
      created.push(id);
      for (const [index, group] of (options.groups ?? []).entries()) {
        await e2eQuery(
          `insert into workshop_groups (id, workshop_id, date_range, time_text, capacity, is_active, sort_order,
             booked_seats, weekday, start_time, first_session_date, session_count, session_minutes)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 1, '16:00',
             current_date + 7 + ((8 - extract(isodow from current_date)::int) % 7), 3, 60)`,
          [
            `${id}-option${index + 1}`,
            id,
            group.dateRange,
            group.timeText,
            group.capacity ?? 6,
            group.isActive ?? true,
            index + 1,
            group.bookedSeats ?? 0,
          ],
        );
      }
      return row;
    });
    for (const id of created) {
      // What the test's bookings and checkouts left, then the workshop (its groups and waiting list cascade).
      await e2eQuery("delete from bookings where workshop_id = $1", [id]);
      await e2eQuery("delete from seat_holds where workshop_id = $1", [id]);
      await e2eQuery("delete from workshops where id = $1", [id]);
    }
  },

  workshop: async ({ createWorkshop }, use) => {
    await use(await createWorkshop());
  },

  createDiscountCode: async ({}, use) => {
    const created: string[] = [];
    await use(async (options = {}) => {
      const code = options.code ?? uniqueTag("E2E");
      const discountType = options.discountType ?? "percentage";
      const discountValue = options.discountValue ?? 20;
      const [row] = await e2eQuery<{ id: string }>(
        `insert into discount_codes (code, discount_type, discount_value, is_active, max_uses, used_count,
           min_amount, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          code,
          discountType,
          discountValue,
          options.isActive ?? true,
          options.maxUses ?? null,
          options.usedCount ?? 0,
          options.minAmount ?? null,
          options.expiresAt ?? null,
        ],
      );
      created.push(row!.id);
      return { id: row!.id, code, discountType, discountValue };
    });
    for (const id of created) await e2eQuery("delete from discount_codes where id = $1", [id]);
  },

  discountCode: async ({ createDiscountCode }, use) => {
    await use(await createDiscountCode());
  },

  privateServer: [
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-e2e-private-"));
      const server = await startServer({
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        STRIPE_SECRET_KEY: "",
        SMTP_URL: "",
        CONTACT_EMAIL: "contact@academy.test",
        BOOK_A_CALL_URL: "https://calendly.example/academy/free-call",
      });
      let admin: Admin | undefined;
      await use({
        ...server,
        dataDir,
        query: (sql, values) => queryDataDir(dataDir, sql, values),
        async admin() {
          if (!admin) {
            admin = await createEnrolledAdmin(uniqueEmail("private-admin"), "private-admin-password", {
              dataDir,
              baseUrl: server.url,
            });
          }
          return admin;
        },
      });
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect };

/** The e2e server's address (pages and `page.request` use it as their base URL). */
export { e2eBaseUrl };
