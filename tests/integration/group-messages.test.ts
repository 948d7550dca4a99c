import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { loadConfig } from "#server/config.server.ts";
import { createDatabase } from "#server/db/client.server.ts";
import { bookings, emailOutbox, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { dueMessages } from "#server/delivery/due-messages.server.ts";
import { groupsMissingVideoLink } from "#server/delivery/groups-missing-link.server.ts";
import { notifyGroupChange } from "#server/delivery/group-change.server.ts";
import { queueNewBookingNotice } from "#server/delivery/new-booking-notice.server.ts";
import { queueDueGroupMessages } from "#server/delivery/queue-due-messages.server.ts";
import { deliverDueEmails } from "#server/email/outbox.server.ts";
import type { MailTransport, OutgoingEmail } from "#server/email/transport.server.ts";
import { saveGroup } from "#server/groups/admin-groups.server.ts";
import { assignBookingToGroup } from "#server/groups/assign-booking.server.ts";
import { groupMessagesJob } from "#server/jobs/group-messages-job.server.ts";
import { groupFormSchema } from "#shared/admin/group-form.ts";
import { startJobQueue } from "#server/jobs/jobs.server.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

// New York leaves daylight saving on Sunday 1 November 2026, between the group's first two sessions.
const schedule: GroupSchedule = {
  timeZone: "America/New_York",
  weekday: 1,
  startTime: "16:00",
  firstSessionDate: "2026-10-26",
  sessionCount: 2,
  sessionMinutes: 60,
};
const config = loadConfig({
  PUBLIC_URL: "http://academy.test",
  CONTACT_EMAIL: "contact@academy.test",
  NOTIFY_EMAIL: "office@academy.test",
});
const from = "Academy <hello@academy.test>";

let database: TestDatabase;
let bookingId: string;

async function insertGroup(id: string, values: Partial<typeof workshopGroups.$inferInsert> = {}) {
  await database.db.insert(workshopGroups).values({
    id,
    workshopId: "delivery-test",
    capacity: 6,
    ...schedule,
    videoUrl: "https://meet.example.com/delivery",
    ...values,
  });
}

async function insertBooking(groupId: string, email: string) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`,
      workshopId: "delivery-test",
      groupId,
      parentFirstName: "Claire",
      parentEmail: email,
      teenFirstName: "Léo",
      teenAge: 13,
      amountPaid: 27000,
      status: "confirmed",
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** Removes a test's own group and its families, which the scans would otherwise send to in later tests. */
async function removeGroup(groupId: string, bookingId: string) {
  await database.db.delete(emailOutbox).where(eq(emailOutbox.bookingId, bookingId));
  await database.db.delete(bookings).where(eq(bookings.id, bookingId));
  await database.db.delete(workshopGroups).where(eq(workshopGroups.id, groupId));
}

/** A transport that records what it sends, keyed by outbox row. */
function recordingTransport() {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport = {
    async send(message) {
      sent.push(message);
    },
  };
  return { sent, transport };
}

async function queuedKeys(prefix = "") {
  const rows = await database.db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${prefix}%`));
  return rows.map((row) => row.key!).sort();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(workshops).values({
    id: "delivery-test",
    title: "Delivery Test Workshop",
    description: "A workshop for these tests",
    price: 27000,
    duration: "2 weeks",
    maxSeats: 6,
  });
  await insertGroup("autumn");
  bookingId = await insertBooking("autumn", "claire@example.com");
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

const services = () => ({ db: database.db, config, logger: silentLogger });
const at = (iso: string) => new Date(iso);

describe("what is due", () => {
  const booking = { bookingId: "b", groupId: "g", schedule, videoUrl: "https://meet.example.com/x" };

  test("nothing before the video link's moment; the link from 24 hours before; reminders 2 hours before", () => {
    expect(dueMessages(booking, at("2026-10-25T19:59:59Z"), 2)).toEqual([]);
    expect(dueMessages(booking, at("2026-10-25T20:00:00Z"), 2).map((m) => m.dedupeKey)).toEqual([
      "video-link:b",
    ]);
    expect(dueMessages(booking, at("2026-10-26T18:00:00Z"), 2).map((m) => m.dedupeKey)).toEqual([
      "video-link:b",
      "reminder:b:g:0",
    ]);
    // After the change to standard time, 16:00 in New York is 21:00 UTC: the reminder moves with it.
    expect(dueMessages(booking, at("2026-11-02T18:59:00Z"), 2).map((m) => m.dedupeKey)).toEqual([
      "video-link:b",
    ]);
    expect(dueMessages(booking, at("2026-11-02T19:00:00Z"), 2).map((m) => m.dedupeKey)).toEqual([
      "video-link:b",
      "reminder:b:g:1",
    ]);
    expect(dueMessages(booking, at("2026-11-02T22:00:00Z"), 2)).toEqual([]);
  });

  test("no link yet, no video link message; 0 hours, no reminders", () => {
    expect(
      dueMessages({ ...booking, videoUrl: null }, at("2026-10-26T19:00:00Z"), 2).map((m) => m.kind),
    ).toEqual(["session-reminder"]);
    expect(dueMessages(booking, at("2026-10-26T19:00:00Z"), 0).map((m) => m.kind)).toEqual(["video-link"]);
  });
});

describe("the scan", () => {
  test("sends the video link and each reminder once, at their moments, across the daylight-saving change", async () => {
    const firstQueued = new Map<string, string>();
    const { sent, transport } = recordingTransport();
    // The outbox sends on the database's clock (after these dates); the scan runs on the injected one.
    // Every half hour from two days before the first session to after the last one, then a restart (a new
    // scan on the same database) going over the last week again: nothing is sent twice.
    const start = at("2026-10-24T20:00:00Z").getTime();
    const end = at("2026-11-02T23:00:00Z").getTime();
    for (let time = start; time <= end; time += 30 * 60 * 1000) {
      const now = new Date(time);
      const { queued } = await queueDueGroupMessages(services(), { now });
      if (queued === 0) continue;
      for (const key of await queuedKeys())
        if (!firstQueued.has(key)) firstQueued.set(key, now.toISOString());
      await deliverDueEmails(database.db, transport, silentLogger, { from });
    }
    for (let time = end - 7 * 24 * 60 * 60 * 1000; time <= end; time += 3 * 60 * 60 * 1000) {
      await queueDueGroupMessages(services(), { now: new Date(time) });
      await deliverDueEmails(database.db, transport, silentLogger, { from });
    }
    expect(Object.fromEntries(firstQueued)).toEqual({
      [`video-link:${bookingId}`]: "2026-10-25T20:00:00.000Z",
      [`reminder:${bookingId}:autumn:0`]: "2026-10-26T18:00:00.000Z",
      [`reminder:${bookingId}:autumn:1`]: "2026-11-02T19:00:00.000Z",
    });
    expect(sent.map((message) => message.subject).sort()).toEqual([
      "Reminder: Delivery Test Workshop, Mon 2 Nov 2026, 4-5 PM New York time",
      "Reminder: Delivery Test Workshop, Mon 26 Oct 2026, 4-5 PM New York time",
      "Your video link for Delivery Test Workshop",
    ]);
    expect(new Set(sent.map((message) => message.key)).size).toBe(3);
    const link = sent.find((message) => message.subject.startsWith("Your video link"))!;
    expect(link.to).toBe("claire@example.com");
    expect(link.text).toMatch(/\/join\/[0-9a-f]{64}/);
    expect(link.text).not.toContain("meet.example.com");
    expect(link.text).toContain("Mondays 4-5 PM New York time, Mon 26 Oct - Mon 2 Nov 2026");
  }, 180_000);

  test("a booking made later than 24 hours before gets the video link at once", async () => {
    await queueDueGroupMessages(services(), { now: at("2026-10-26T10:00:00Z") });
    expect(await queuedKeys()).toEqual([`video-link:${bookingId}`]);
  });

  test("two processes scanning and sending at once send each message once", async () => {
    const second = createDatabase(database.url, silentLogger);
    try {
      const { sent, transport } = recordingTransport();
      const now = at("2026-10-26T18:30:00Z");
      const processes = [database.db, second.db];
      await Promise.all(
        processes.flatMap((db) =>
          Array.from({ length: 3 }, () =>
            queueDueGroupMessages({ db, config, logger: silentLogger }, { now }),
          ),
        ),
      );
      await Promise.all(processes.map((db) => deliverDueEmails(db, transport, silentLogger, { from })));
      await Promise.all(processes.map((db) => deliverDueEmails(db, transport, silentLogger, { from })));
      expect(sent.map((message) => message.key).sort()).toHaveLength(2);
      expect(new Set(sent.map((message) => message.key)).size).toBe(2);
      expect(await queuedKeys()).toEqual(
        [`reminder:${bookingId}:autumn:0`, `video-link:${bookingId}`].sort(),
      );
    } finally {
      await second.pool.end();
    }
  });

  test("two pg-boss workers on one database queue each message once", async () => {
    const jobServices = (db: TestDatabase["db"]) => ({
      db,
      config,
      logger: silentLogger,
      mail: { transport: { send: async () => undefined }, wake: () => undefined },
      payments: {} as never,
      databaseUrl: database.url,
    });
    const second = createDatabase(database.url, silentLogger);
    // The job scans at the real time: a group meeting within the hour owes its video link and first reminder.
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC" }).format(soon);
    const hours = `${String(soon.getUTCHours()).padStart(2, "0")}:${String(soon.getUTCMinutes()).padStart(2, "0")}`;
    await insertGroup("soon", { timeZone: "UTC", startTime: hours, firstSessionDate: date, sessionCount: 1 });
    const soonBooking = await insertBooking("soon", "sam@example.com");
    const queues = await Promise.all([
      startJobQueue({
        services: jobServices(database.db),
        jobs: [groupMessagesJob],
        pollingIntervalSeconds: 0.5,
      }),
      startJobQueue({
        services: jobServices(second.db),
        jobs: [groupMessagesJob],
        pollingIntervalSeconds: 0.5,
      }),
    ]);
    try {
      await Promise.all(queues.map((queue) => queue.send(groupMessagesJob, {})));
      const deadline = Date.now() + 20_000;
      while ((await queuedKeys()).filter((key) => key.includes(soonBooking)).length < 2) {
        if (Date.now() > deadline) throw new Error("the job did not queue the messages");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await queuedKeys()).filter((key) => key.includes(soonBooking))).toEqual(
        [`reminder:${soonBooking}:soon:0`, `video-link:${soonBooking}`].sort(),
      );
    } finally {
      for (const queue of queues) await queue.stop();
      await second.pool.end();
      await database.db.delete(bookings).where(eq(bookings.id, soonBooking));
      await database.db.delete(workshopGroups).where(eq(workshopGroups.id, "soon"));
    }
  });
});

describe("group changes, the academy's notice, the missing link", () => {
  test("a change reaches each family once per change, with the new calendar file", async () => {
    // Its own group: the change number counts every change to the group, another test's included.
    const groupId = `autumn-${Math.random().toString(36).slice(2, 8)}`;
    await insertGroup(groupId);
    const bookingId = await insertBooking(groupId, "claire-changes@example.com");
    try {
      const first = await database.db.transaction((tx) => notifyGroupChange(tx, config, groupId));
      const second = await database.db.transaction((tx) => notifyGroupChange(tx, config, groupId));
      expect([first, second]).toEqual([1, 1]);
      const rows = await database.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, "group-change:%"));
      expect(rows.map((row) => row.dedupeKey).sort()).toEqual([
        `group-change:${bookingId}:1`,
        `group-change:${bookingId}:2`,
      ]);
      const attachment = rows[0]!.attachments[0]!;
      if (!("content" in attachment)) throw new Error("the calendar file is kept with the message");
      expect(attachment.filename).toMatch(/\.ics$/);
      expect(attachment.content).toContain("DTSTART;TZID=America/New_York:20261026T160000");
      expect(attachment.content).toMatch(/SEQUENCE:[12]/);

      const { sent, transport } = recordingTransport();
      await deliverDueEmails(database.db, transport, silentLogger, { from });
      expect(sent[0]!.attachments?.[0]?.contentType).toContain("text/calendar");
    } finally {
      await removeGroup(groupId, bookingId);
    }
  });

  test("the editor tells the families when the time or the link changes, not for a new capacity", async () => {
    // Its own group and family: the scans' tests read the shared group's time and link.
    const groupId = `autumn-${Math.random().toString(36).slice(2, 8)}`;
    await insertGroup(groupId);
    const bookingId = await insertBooking(groupId, "claire-editor@example.com");
    try {
      const actor = { id: "admin-1", email: "admin@academy.test" };
      const form = (values: Record<string, string>) =>
        groupFormSchema("fr").parse({
          id: groupId,
          workshopId: "delivery-test",
          firstSessionDate: "2026-10-26",
          startTime: "16:00",
          timeZone: "America/New_York",
          capacity: "6",
          sessionCount: "2",
          sessionMinutes: "60",
          videoUrl: "https://meet.example.com/delivery",
          ...values,
        });
      const before = at("2026-10-01T12:00:00Z");
      const notices = async () => (await queuedKeys("group-change:")).length;
      const start = await notices();
      expect(await saveGroup(database.db, actor, form({ capacity: "5" }), before, config)).toMatchObject({
        ok: true,
      });
      expect(await notices()).toBe(start);
      expect(await saveGroup(database.db, actor, form({ startTime: "17:00" }), before, config)).toMatchObject(
        {
          ok: true,
        },
      );
      expect(await notices()).toBe(start + 1);
      const link = form({ startTime: "17:00", videoUrl: "https://meet.example.com/new" });
      expect(await saveGroup(database.db, actor, link, before, config)).toMatchObject({ ok: true });
      expect(await notices()).toBe(start + 2);
      const changes = await database.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, `group-change:${bookingId}:%`))
        .orderBy(emailOutbox.dedupeKey);
      expect(changes).toHaveLength(2);
      const notice = changes.at(-1);
      // The family's own join link stands for the room: the new raw link never goes out.
      expect(notice!.textBody).toMatch(/http:\/\/academy\.test\/join\/[0-9a-f]{64}/);
      expect(notice!.textBody).not.toContain("meet.example.com");
      expect(notice!.textBody).toContain("Mondays 5-6 PM New York time");
      expect(notice!.attachments[0]).toMatchObject({
        content: expect.stringContaining("DTSTART;TZID=America/New_York:20261026T170000"),
      });
    } finally {
      await removeGroup(groupId, bookingId);
    }
  });

  test("a waiting booking put in a group: its family gets the dates and the calendar file once", async () => {
    await insertGroup("winter", { firstSessionDate: "2027-01-04" });
    const [waiting] = await database.db
      .insert(bookings)
      .values({
        reference: "TW-900001",
        workshopId: "delivery-test",
        parentFirstName: "Nadia",
        parentEmail: "nadia@example.com",
        teenFirstName: "Sami",
        teenAge: 12,
        amountPaid: 27000,
        status: "confirmed",
      })
      .returning({ id: bookings.id });
    const actor = { id: "admin-1", email: "admin@academy.test" };
    try {
      const result = await assignBookingToGroup(database.db, actor, waiting!.id, "winter", config);
      expect(result.ok).toBe(true);
      const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, waiting!.id));
      expect(rows.map((row) => [row.dedupeKey, row.subject])).toEqual([
        [`group-assigned:${waiting!.id}:winter`, "Your group for Delivery Test Workshop"],
      ]);
      expect(rows[0]!.textBody).toContain("Mondays 4-5 PM New York time, Mon 4 Jan - Mon 11 Jan 2027");
      expect(rows[0]!.attachments[0]).toMatchObject({
        content: expect.stringContaining("DTSTART;TZID=America/New_York:20270104T160000"),
      });
    } finally {
      await database.db.delete(emailOutbox).where(eq(emailOutbox.bookingId, waiting!.id));
      await database.db.delete(bookings).where(eq(bookings.id, waiting!.id));
      await database.db.delete(workshopGroups).where(eq(workshopGroups.id, "winter"));
    }
  });

  test("the academy hears of a booking once, at NOTIFY_EMAIL, without the teen's name", async () => {
    const booking = {
      bookingId,
      reference: "TW-123456",
      workshopTitle: "Delivery Test Workshop",
      parentName: "Claire",
      parentEmail: "claire@example.com",
      amountPaid: 27000,
    };
    await queueNewBookingNotice(database.db, config, booking);
    await queueNewBookingNotice(database.db, config, booking);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.toAddress, row.dedupeKey])).toEqual([
      ["office@academy.test", `new-booking:${bookingId}:office@academy.test`],
    ]);
    expect(rows[0]!.textBody).toContain("le lundi de 16 h à 17 h, heure de New York");
    expect(rows[0]!.textBody).not.toContain("Léo");
    // Without NOTIFY_EMAIL the administrators are told (tests/integration/academy-notices.test.ts).
    expect(loadConfig({ ADMIN_EMAILS: "a@academy.test,b@academy.test" }).notifyEmails).toEqual([]);
  });

  test("a group without a link 48 hours before its start is flagged until it has one", async () => {
    await insertGroup("no-link", { videoUrl: null, firstSessionDate: "2026-11-09" });
    try {
      // Monday 9 November 16:00 in New York is 21:00 UTC.
      expect(await groupsMissingVideoLink(database.db, at("2026-11-07T20:59:00Z"))).toEqual([]);
      expect(await groupsMissingVideoLink(database.db, at("2026-11-07T21:00:00Z"))).toEqual([
        expect.objectContaining({ groupId: "no-link", workshopTitle: "Delivery Test Workshop" }),
      ]);
      await database.db
        .update(workshopGroups)
        .set({ videoUrl: "https://meet.example.com/late" })
        .where(eq(workshopGroups.id, "no-link"));
      expect(await groupsMissingVideoLink(database.db, at("2026-11-08T21:00:00Z"))).toEqual([]);
    } finally {
      await database.db.delete(workshopGroups).where(eq(workshopGroups.id, "no-link"));
    }
  });
});
