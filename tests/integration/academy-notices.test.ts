import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { loadConfig } from "#server/config.server.ts";
import { emailOutbox, users } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { queueNewBookingNotice } from "#server/delivery/new-booking-notice.server.ts";
import {
  academyRecipients,
  logAcademyRecipients,
  setAcademyNotices,
} from "#server/notices/academy-recipients.server.ts";
import { recordingLogger } from "#tests/helpers/recording-logger.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/* With neither NOTIFY_EMAIL nor ADMIN_EMAILS set, the academy still hears of its bookings. */

let database: TestDatabase;
let first: string;
let second: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  first = (
    await createOrPromoteAdmin(database.db, { email: "Owner@Academy.test", password: "a-long-password-1" })
  ).userId;
  second = (
    await createOrPromoteAdmin(database.db, { email: "coach@academy.test", password: "a-long-password-2" })
  ).userId;
  // A family's account is no administrator: never told.
  await database.db
    .insert(users)
    .values({ id: "member-1", name: "M", email: "member@example.com", emailVerified: true });
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.update(users).set({ academyNotices: true });
});

const bare = loadConfig({});

describe("who the academy's notices go to", () => {
  test("without NOTIFY_EMAIL or ADMIN_EMAILS: every administrator made by admin:create", async () => {
    expect(bare.notifyEmails).toEqual([]);
    expect(await academyRecipients(database.db, bare)).toEqual(["coach@academy.test", "owner@academy.test"]);
  });

  test("an administrator who turned them off is left out; on again, told again", async () => {
    await setAcademyNotices(database.db, second, false);
    expect(await academyRecipients(database.db, bare)).toEqual(["owner@academy.test"]);
    await setAcademyNotices(database.db, second, true);
    expect(await academyRecipients(database.db, bare)).toEqual(["coach@academy.test", "owner@academy.test"]);
  });

  test("ADMIN_EMAILS adds its addresses (and may turn theirs off); NOTIFY_EMAIL replaces them all", async () => {
    const listed = loadConfig({ ADMIN_EMAILS: "listed@academy.test" });
    expect(await academyRecipients(database.db, listed)).toEqual([
      "coach@academy.test",
      "listed@academy.test",
      "owner@academy.test",
    ]);
    await setAcademyNotices(database.db, first, false);
    expect(await academyRecipients(database.db, listed)).toEqual([
      "coach@academy.test",
      "listed@academy.test",
    ]);
    const office = loadConfig({ NOTIFY_EMAIL: "office@academy.test", ADMIN_EMAILS: "listed@academy.test" });
    expect(await academyRecipients(database.db, office)).toEqual(["office@academy.test"]);
  });

  test("a new booking's notice reaches the administrators when nothing is configured", async () => {
    const [booking] = await database.db
      .execute<{ id: string }>(
        `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
         teen_first_name, teen_last_name, teen_age, amount_paid, status)
       values ('TW-NOTICE', 'goals', 'Claire', 'Martin', 'claire@example.com', 'Léo', 'Martin', 13, 14700, 'confirmed')
       returning id`,
      )
      .then((result) => result.rows);
    const config = loadConfig({ PUBLIC_URL: "https://academy.test" });
    const queued = await queueNewBookingNotice(database.db, config, {
      bookingId: booking!.id,
      reference: "TW-NOTICE",
      workshopTitle: "Goal Setting",
      parentName: "Claire Martin",
      parentEmail: "claire@example.com",
      amountPaid: 14700,
    });
    expect(queued).toBe(2);
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking!.id));
    expect(rows.map((row) => row.toAddress).sort()).toEqual(["coach@academy.test", "owner@academy.test"]);
  });
});

describe("the start-up log says who is told", () => {
  test("how many, from where, each address masked and nothing else", async () => {
    const { logger, lines } = recordingLogger();
    await logAcademyRecipients(database.db, bare, logger);
    const entry = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      msg: "Academy notices go to 2 address(es) (administrators)",
      count: 2,
      source: "administrators",
      addresses: ["c***@academy.test", "o***@academy.test"],
    });
    expect(lines.join("\n")).not.toContain("coach@");
  });

  test("nobody to tell is a warning that says what to do", async () => {
    await database.db.update(users).set({ academyNotices: false });
    const { logger, lines } = recordingLogger();
    await logAcademyRecipients(database.db, bare, logger);
    const entry = JSON.parse(lines.at(-1)!) as { level: number; msg: string; count: number };
    expect(entry.count).toBe(0);
    expect(entry.level).toBe(40);
    expect(entry.msg).toContain("npm run admin:create");
  });
});
