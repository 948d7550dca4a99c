import { and, eq, like } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as coachGroupLoader, action as coachGroupAction } from "#app/routes/coach/group.tsx";
import { loader as coachHomeLoader } from "#app/routes/coach/home.tsx";
import { loader as joinLoader } from "#app/routes/join/join.tsx";
import { queueMissedSessionEmails } from "#server/attendance/missed-sessions.server.ts";
import { openJoinLink } from "#server/attendance/open-join-link.server.ts";
import { saveSessionAttendance } from "#server/attendance/session-attendance.server.ts";
import { signIn } from "#server/auth/account-actions.server.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { requireCoach } from "#server/auth/require-coach.server.ts";
import { inviteCoach, removeCoach } from "#server/coaches/coach-accounts.server.ts";
import { groupsForCoach } from "#server/coaches/coach-groups.server.ts";
import { setGroupCoaches } from "#server/coaches/group-coaches.server.ts";
import {
  auditLog,
  bookings,
  emailOutbox,
  joinLinks,
  sessionAttendance,
  sessionNotes,
  users,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { sendGroupMessage } from "#server/group-messages/group-messages.server.ts";
import { missedSessionsJob } from "#server/jobs/missed-sessions-job.server.ts";
import { loadBookingPage } from "#server/booking-page/booking-page.server.ts";
import { bookingDataExport } from "#server/privacy/booking-export.server.ts";
import { eraseTeenDetails } from "#server/privacy/erase-teen-details.server.ts";
import type { Services } from "#server/services.server.ts";
import { paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import {
  cookieHeaderFrom,
  createTestAuth,
  enrolSecondFactor,
  linkInText,
  queuedEmails,
  TEST_PUBLIC_URL,
} from "#tests/helpers/test-auth.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * Coaches, join links and attendance (docs/product/coaches-and-attendance.md): the join window around
 * the daylight-saving changes, joins recorded once, the missed-session e-mail sent once whatever runs
 * it, and who may open which coach page. Every clock is passed in.
 */

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
let setup: ReturnType<typeof createTestAuth>;
let context: AppLoadContext;
const actor = { id: "admin-1", email: "admin@academy.test" };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
  setup = createTestAuth(database.db);
  context = {
    services: { ...services, auth: setup.auth } as unknown as Services,
    cspNonce: "",
    reportError: () => undefined,
    clientIp: "127.0.0.1",
  };
});
afterAll(() => database.drop());

/** A Europe/Paris group meeting on Sundays at 10:00, three weekly sessions of an hour. */
async function parisGroup(
  id: string,
  firstSessionDate: string,
  values: Partial<typeof workshopGroups.$inferInsert> = {},
) {
  await database.db.insert(workshopGroups).values({
    id,
    workshopId: "goals",
    capacity: 6,
    timeZone: "Europe/Paris",
    weekday: 7,
    startTime: "10:00",
    firstSessionDate,
    sessionCount: 3,
    sessionMinutes: 60,
    videoUrl: `https://meet.example.com/${id}`,
    ...values,
  });
  return id;
}

async function aBooking(groupId: string, values: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${Math.random().toString().slice(2, 8)}`,
      workshopId: "goals",
      groupId,
      parentFirstName: "Claire",
      parentEmail: `claire-${Math.random().toString(36).slice(2, 8)}@example.com`,
      teenFirstName: "Léa",
      teenAge: 13,
      specialRequests: "Shy at first",
      status: "confirmed",
      ...values,
    })
    .returning();
  const [link] = await database.db
    .select({ token: joinLinks.token })
    .from(joinLinks)
    .where(and(eq(joinLinks.bookingId, row!.id), eq(joinLinks.groupId, groupId)));
  return { ...row!, joinToken: link!.token };
}

describe("join links", () => {
  test("every booking seated in a group gets its own link, and a move to another group a new one", async () => {
    await parisGroup("links-a", "2026-03-22");
    await parisGroup("links-b", "2026-03-22");
    const first = await aBooking("links-a");
    const second = await aBooking("links-a");
    expect(first.joinToken).toMatch(/^[0-9a-f]{64}$/);
    expect(second.joinToken).not.toBe(first.joinToken);

    await database.db.update(bookings).set({ groupId: "links-b" }).where(eq(bookings.id, first.id));
    const links = await database.db.select().from(joinLinks).where(eq(joinLinks.bookingId, first.id));
    expect(links.map((link) => link.groupId).sort()).toEqual(["links-a", "links-b"]);
    // The old group's link no longer opens anything: the booking is not in that group any more.
    expect(await openJoinLink(database.db, first.joinToken, at("2026-03-22T09:00:00Z"))).toEqual({
      kind: "not_found",
    });
    const moved = links.find((link) => link.groupId === "links-b")!;
    expect(await openJoinLink(database.db, moved.token, at("2026-03-22T09:00:00Z"))).toMatchObject({
      kind: "open",
      videoUrl: "https://meet.example.com/links-b",
    });
  });

  test("across the spring change (Paris, last Sunday of March) the window follows the wall clock", async () => {
    // Sundays 22 and 29 March, 5 April 2026, 10:00 Paris: 09:00 UTC, then 08:00 UTC from 29 March.
    await parisGroup("spring", "2026-03-22");
    const { joinToken } = await aBooking("spring");
    const kind = async (iso: string) => (await openJoinLink(database.db, joinToken, at(iso))).kind;

    expect(await kind("2026-03-22T08:44:59Z")).toBe("wait");
    expect(await kind("2026-03-22T08:45:00Z")).toBe("open");
    expect(await kind("2026-03-22T09:59:59Z")).toBe("open");
    // The second session is at 10:00 summer time: its window opens at 07:45 UTC, not 08:45.
    const before = await openJoinLink(database.db, joinToken, at("2026-03-29T07:44:59Z"));
    expect(before).toMatchObject({ kind: "wait", sessionIndex: 1 });
    expect(before.kind === "wait" && before.start.toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(await kind("2026-03-29T07:45:00Z")).toBe("open");
    expect(await kind("2026-03-29T08:59:59Z")).toBe("open");
    expect(await kind("2026-03-29T09:00:00Z")).toBe("wait");
    expect(await kind("2026-04-05T09:00:00Z")).toBe("ended");
  });

  test("across the autumn change (Paris, last Sunday of October) the window moves an hour later", async () => {
    // Sundays 18 and 25 October 2026, 10:00 Paris: 08:00 UTC, then 09:00 UTC from 25 October.
    await parisGroup("autumn", "2026-10-18");
    const { joinToken } = await aBooking("autumn");
    const kind = async (iso: string) => (await openJoinLink(database.db, joinToken, at(iso))).kind;

    expect(await kind("2026-10-18T07:45:00Z")).toBe("open");
    expect(await kind("2026-10-25T07:45:00Z")).toBe("wait");
    expect(await kind("2026-10-25T08:44:59Z")).toBe("wait");
    expect(await kind("2026-10-25T08:45:00Z")).toBe("open");
    expect(await kind("2026-10-25T09:59:59Z")).toBe("open");
  });

  test("each opening inside a window records the join once, keeping the first time", async () => {
    await parisGroup("joins", "2026-03-22");
    const booking = await aBooking("joins");
    const rows = () =>
      database.db.select().from(sessionAttendance).where(eq(sessionAttendance.bookingId, booking.id));

    // Before the window: nothing recorded.
    await openJoinLink(database.db, booking.joinToken, at("2026-03-22T08:30:00Z"));
    expect(await rows()).toEqual([]);
    await Promise.all(
      ["2026-03-22T08:50:00Z", "2026-03-22T08:50:00Z", "2026-03-22T09:10:00Z"].map((iso) =>
        openJoinLink(database.db, booking.joinToken, at(iso)),
      ),
    );
    await openJoinLink(database.db, booking.joinToken, at("2026-03-22T09:30:00Z"));
    const recorded = await rows();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ sessionIndex: 0, status: null });
    expect(recorded[0]!.joinedAt!.toISOString()).toBe("2026-03-22T08:50:00.000Z");

    // A coach's confirmation stays as it was when the teen opens the link again.
    await saveSessionAttendance(
      database.db,
      {
        groupId: "joins",
        schedule: scheduleOfGroup({
          timeZone: "Europe/Paris",
          weekday: 7,
          startTime: "10:00",
          firstSessionDate: "2026-03-22",
          sessionCount: 3,
          sessionMinutes: 60,
        }),
        sessionIndex: 0,
        statuses: [{ bookingId: booking.id, status: "absent" }],
        note: "",
        actorUserId: "coach",
      },
      at("2026-03-22T09:40:00Z"),
    );
    await openJoinLink(database.db, booking.joinToken, at("2026-03-22T09:45:00Z"));
    expect((await rows())[0]).toMatchObject({ status: "absent" });
    expect((await rows())[0]!.joinedAt!.toISOString()).toBe("2026-03-22T08:50:00.000Z");
  });

  test("the page refuses a cancelled booking's link, a forged one, and redirects only inside the window", async () => {
    await parisGroup("page", "2099-03-22");
    const booking = await aBooking("page");
    const cancelled = await aBooking("page", { status: "cancelled" });
    const load = (token: string) =>
      joinLoader({
        params: { token },
        context,
        request: new Request(`${TEST_PUBLIC_URL}/join/${token}`),
      } as never);
    const status = async (token: string) => {
      try {
        await load(token);
        return 200;
      } catch (error) {
        if (error instanceof Response) return error.status;
        if (error && typeof error === "object" && "init" in error)
          return (error as { init: { status: number } }).init.status;
        throw error;
      }
    };
    // Far before the first session: the page says when it is, in the family's language, on the group's clock.
    const page = await load(booking.joinToken);
    expect(page).toMatchObject({
      kind: "wait",
      language: "en",
      number: 1,
      groupTime: "Sun 22 Mar 2099, 10-11 AM Paris time",
    });
    expect(JSON.stringify(page)).not.toContain("meet.example.com");
    expect(await status(cancelled.joinToken)).toBe(404);
    expect(await status("f".repeat(64))).toBe(404);
    expect(await status("not-a-token")).toBe(404);
  });
});

describe("missed-session e-mails", () => {
  const schedule = {
    timeZone: "Europe/Paris",
    weekday: 7,
    startTime: "10:00",
    firstSessionDate: "2026-03-22",
    sessionCount: 3,
    sessionMinutes: 60,
  };
  const missedFor = (bookingId: string) =>
    database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "missed-session"), eq(emailOutbox.bookingId, bookingId)));

  test("a teen marked absent gets one e-mail that day, whatever retries and processes run the scan", async () => {
    await parisGroup("missed", "2026-03-22");
    const absent = await aBooking("missed", { teenFirstName: "Inès" });
    const present = await aBooking("missed");
    const joined = await aBooking("missed");
    await openJoinLink(database.db, joined.joinToken, at("2026-03-22T08:55:00Z"));
    await saveSessionAttendance(
      database.db,
      {
        groupId: "missed",
        schedule,
        sessionIndex: 0,
        statuses: [
          { bookingId: absent.id, status: "absent" },
          { bookingId: present.id, status: "present" },
        ],
        note: "Good energy.",
        actorUserId: "coach",
      },
      at("2026-03-22T09:55:00Z"),
    );
    // Not before the session's end, even when marked absent during it.
    await queueMissedSessionEmails(services, { now: at("2026-03-22T09:59:00Z"), groupId: "missed" });
    expect(await missedFor(absent.id)).toHaveLength(0);

    const now = at("2026-03-22T10:05:00Z");
    await Promise.all([
      queueMissedSessionEmails(services, { now }),
      queueMissedSessionEmails(services, { now }),
      queueMissedSessionEmails(services, { now, groupId: "missed" }),
    ]);
    await queueMissedSessionEmails(services, { now: at("2026-03-22T15:00:00Z") });
    const sent = await missedFor(absent.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      dedupeKey: `missed-session:${absent.id}:missed:0`,
      subject: "Inès missed today's session of Goal Setting",
      toAddress: absent.parentEmail,
    });
    expect(sent[0]!.textBody).toContain("session 1 of 3 (Sun 22 Mar 2026, 10-11 AM Paris time)");
    expect(sent[0]!.textBody).toContain("The next session is Sun 29 Mar 2026, 10-11 AM Paris time");
    expect(sent[0]!.textBody).not.toContain("Good energy");
    expect(await missedFor(present.id)).toHaveLength(0);
    expect(await missedFor(joined.id)).toHaveLength(0);
  });

  test("a teen neither joined nor confirmed is written to after the grace, never after that day", async () => {
    await parisGroup("silent", "2026-03-22");
    const silent = await aBooking("silent");
    await queueMissedSessionEmails(services, { now: at("2026-03-22T10:30:00Z"), groupId: "silent" });
    expect(await missedFor(silent.id)).toHaveLength(0);
    // The job's own handler, as pg-boss runs it, twice (a retry).
    const clock = at("2026-03-22T11:00:00Z");
    const handle = (now: Date) => queueMissedSessionEmails({ ...services }, { now, groupId: "silent" });
    await handle(clock);
    await handle(clock);
    expect(await missedFor(silent.id)).toHaveLength(1);
    // Twelve hours after the second session's end, nothing is sent for it any more.
    await queueMissedSessionEmails(services, { now: at("2026-03-29T21:00:00Z"), groupId: "silent" });
    expect(await missedFor(silent.id)).toHaveLength(1);
    expect(missedSessionsJob).toMatchObject({ name: "missed-sessions", schedule: "*/5 * * * *" });
  });

  test("MISSED_SESSION_EMAILS=off sends nothing", async () => {
    await parisGroup("off", "2026-03-22");
    const booking = await aBooking("off");
    const off = paymentTestServices(database, { MISSED_SESSION_EMAILS: "off" });
    expect(await queueMissedSessionEmails(off, { now: at("2026-03-22T12:00:00Z"), groupId: "off" })).toEqual({
      queued: 0,
    });
    expect(await missedFor(booking.id)).toHaveLength(0);
  });

  test("attendance and the group's notes are erased with the teens' details", async () => {
    await parisGroup("erase", "2026-03-22");
    const booking = await aBooking("erase");
    await openJoinLink(database.db, booking.joinToken, at("2026-03-22T09:00:00Z"));
    await saveSessionAttendance(
      database.db,
      {
        groupId: "erase",
        schedule,
        sessionIndex: 0,
        statuses: [{ bookingId: booking.id, status: "present" }],
        note: "Léa led the warm-up.",
        actorUserId: "coach",
      },
      at("2026-03-22T09:30:00Z"),
    );
    // The family's export holds the teen's attendance, never the coach's note on the group.
    const exported = await bookingDataExport(database.db, booking.id);
    expect(exported?.attendance).toEqual([
      { groupId: "erase", session: 1, joinedAt: at("2026-03-22T09:00:00Z"), status: "present" },
    ]);
    expect(JSON.stringify(exported)).not.toContain("warm-up");
    await database.db.transaction((tx) => eraseTeenDetails(tx, [booking.id], at("2026-07-01T00:00:00Z")));
    expect((await bookingDataExport(database.db, booking.id))?.attendance).toEqual([]);
    expect(
      await database.db.select().from(sessionAttendance).where(eq(sessionAttendance.bookingId, booking.id)),
    ).toEqual([]);
    expect(await database.db.select().from(sessionNotes).where(eq(sessionNotes.groupId, "erase"))).toEqual(
      [],
    );
  });
});

describe("coaches", () => {
  let coachCookie = "";
  let otherCoachCookie = "";
  let adminCookie = "";

  async function coachAccount(name: string, email: string) {
    const invited = await inviteCoach(database.db, services.config, { name, email }, actor);
    expect(invited).toMatchObject({ ok: true, again: false });
    const [mail] = await queuedEmails(database.db, email);
    expect(mail!.subject).toBe("Votre compte de coach chez Teen Growth Academy");
    const link = linkInText(mail!.textBody, "http://academy.test/api/auth/reset-password/");
    const token = new URL(link).pathname.split("/").pop()!;
    // Better Auth's own reset endpoint sets the first password from the invitation's link.
    await setup.auth.api.resetPassword({ body: { token, newPassword: "coach-password" } });
    return (await enrolSecondFactor(setup, email, "coach-password")).cookie;
  }

  function request(path: string, cookie: string, init: RequestInit = {}) {
    return new Request(`${TEST_PUBLIC_URL}${path}`, {
      ...init,
      headers: { Cookie: cookie, Origin: TEST_PUBLIC_URL, ...init.headers },
    });
  }

  async function thrown(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
      if (error && typeof error === "object" && "init" in error)
        return { status: (error as { init: { status: number } }).init.status, location: null };
      throw error;
    }
    return { status: 200, location: null };
  }

  beforeAll(async () => {
    await parisGroup("coached", "2026-03-22");
    await parisGroup("elsewhere", "2026-03-22");
    await aBooking("coached", {
      teenFirstName: "Inès",
      teenLastName: "Moreau",
      parentPhone: "+33 6 12 34 56 78",
    });
    coachCookie = await coachAccount("Camille Coach", "camille@academy.test");
    otherCoachCookie = await coachAccount("Sam Coach", "sam@academy.test");
    const [camille] = await database.db.select().from(users).where(eq(users.email, "camille@academy.test"));
    await setGroupCoaches(database.db, "coached", [camille!.id], actor);
    await createOrPromoteAdmin(database.db, { email: "boss@academy.test", password: "admin-password" });
    adminCookie = (await enrolSecondFactor(setup, "boss@academy.test", "admin-password")).cookie;
  });

  test("an invited coach signs in with a password and must set up the second factor", async () => {
    const invited = await inviteCoach(
      database.db,
      services.config,
      { name: "Noa", email: "noa@academy.test" },
      actor,
    );
    expect(invited.ok).toBe(true);
    const [mail] = await queuedEmails(database.db, "noa@academy.test");
    const token = new URL(linkInText(mail!.textBody, "http://academy.test/api/auth/")).pathname
      .split("/")
      .pop()!;
    await setup.auth.api.resetPassword({ body: { token, newPassword: "noa-password" } });
    const signedIn = await signIn(setup.deps, { email: "noa@academy.test", password: "noa-password" });
    expect(signedIn.ok).toBe(true);
    const refused = await thrown(
      requireCoach(request("/coach", cookieHeaderFrom(signedIn.headers!)), context),
    );
    expect(refused).toEqual({ status: 302, location: "/auth/two-factor" });
    // The address of another account is never turned into a coach.
    expect(
      await inviteCoach(database.db, services.config, { name: "X", email: "boss@academy.test" }, actor),
    ).toEqual({ ok: false, reason: "taken" });
  });

  test("a coach sees only its groups' rosters, with no parent's contact and no payment", async () => {
    const coach = await requireCoach(request("/coach", coachCookie), context);
    const groups = await groupsForCoach(
      database.db,
      { userId: coach.user.id, isAdmin: false },
      at("2026-03-01T00:00:00Z"),
    );
    expect(groups.map((group) => group.id)).toEqual(["coached"]);

    const home = await coachHomeLoader({
      request: request("/coach", coachCookie),
      context,
      params: {},
    } as never);
    expect(home.groups.map((group) => group.id)).toEqual(["coached"]);

    const roster = await coachGroupLoader({
      request: request("/coach/groups/coached", coachCookie),
      context,
      params: { groupId: "coached" },
    } as never);
    expect(roster.teens).toEqual([
      expect.objectContaining({
        firstName: "Inès",
        age: 13,
        specialRequests: "Shy at first",
        language: "Anglais",
      }),
    ]);
    const text = JSON.stringify(roster);
    for (const hidden of ["Moreau", "+33", "@example.com", "TW-", "amount"])
      expect(text).not.toContain(hidden);

    // Another group, or another coach: the same 404 as an unknown group.
    for (const [groupId, cookie] of [
      ["elsewhere", coachCookie],
      ["coached", otherCoachCookie],
      ["no-such-group", coachCookie],
    ] as const) {
      const args = { request: request(`/coach/groups/${groupId}`, cookie), context, params: { groupId } };
      expect((await thrown(coachGroupLoader(args as never))).status).toBe(404);
      const post = {
        ...args,
        request: request(`/coach/groups/${groupId}`, cookie, {
          method: "POST",
          body: new URLSearchParams({ intent: "attendance", sessionIndex: "0" }),
        }),
      };
      expect((await thrown(coachGroupAction(post as never))).status).toBe(404);
    }
  });

  test("a coach is sent away from the back-office; an administrator may open the coaches' area", async () => {
    expect(await thrown(requireAdmin(request("/admin/bookings", coachCookie), context))).toEqual({
      status: 302,
      location: "/coach",
    });
    const api = await thrown(requireAdmin(request("/api/admin/export", coachCookie), context));
    expect(api.status).toBe(403);
    const admin = await requireCoach(request("/coach", adminCookie), context);
    expect(admin.isAdmin).toBe(true);
    const roster = await coachGroupLoader({
      request: request("/coach/groups/elsewhere", adminCookie),
      context,
      params: { groupId: "elsewhere" },
    } as never);
    expect(roster.group.id).toBe("elsewhere");
  });

  test("a coach whose access is removed is refused at once", async () => {
    const [sam] = await database.db.select().from(users).where(eq(users.email, "sam@academy.test"));
    expect(await removeCoach(database.db, sam!.id, actor)).toBe(true);
    expect((await thrown(requireCoach(request("/coach", otherCoachCookie), context))).location).toBe("/auth");
    expect(
      await database.db.select().from(emailOutbox).where(like(emailOutbox.toAddress, "sam@%")),
    ).toHaveLength(1);
  });
});

describe("writing to a group's families", () => {
  const author = { id: "coach-9", email: "coach9@academy.test", name: "Camille" };
  const message = { subjectEn: "", bodyEn: "", subjectFr: "", bodyFr: "" };

  test("one e-mail per family address, in the family's language when both are given; shown on the booking page; audited", async () => {
    await parisGroup("letters", "2099-03-22");
    await parisGroup("other-letters", "2099-03-22");
    const first = await aBooking("letters");
    // A second teen of the same family: still one e-mail to that address.
    await aBooking("letters", { parentEmail: first.parentEmail.toUpperCase() });
    const second = await aBooking("letters");
    const cancelled = await aBooking("letters", { status: "cancelled" });
    const elsewhere = await aBooking("other-letters");

    expect(
      await sendGroupMessage(database.db, services.config, { ...message, groupId: "letters", author }),
    ).toEqual({
      ok: false,
      reason: "empty",
    });
    expect(
      await sendGroupMessage(database.db, services.config, {
        ...message,
        subjectFr: "Sans texte",
        groupId: "letters",
        author,
      }),
    ).toEqual({ ok: false, reason: "incomplete" });

    const sent = await sendGroupMessage(database.db, services.config, {
      subjectEn: "Bring a notebook",
      bodyEn: "Next Sunday we write our goals down.\n\nSee you then!",
      subjectFr: "Apportez un cahier",
      bodyFr: "Dimanche prochain, nous écrivons nos objectifs.",
      groupId: "letters",
      author,
    });
    expect(sent).toMatchObject({ ok: true, families: 2 });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `group-message:${(sent as { id: string }).id}:%`));
    expect(mails.map((mail) => mail.toAddress.toLowerCase()).sort()).toEqual(
      [first.parentEmail, second.parentEmail].sort(),
    );
    for (const mail of mails) {
      // English until bookings record the family's language.
      expect(mail.subject).toBe("Bring a notebook");
      expect(mail.textBody).toContain("Written by Camille for the group of Goal Setting.");
      expect(mail.textBody).not.toContain("Dimanche");
      for (const other of [first, second].filter((b) => b.parentEmail !== mail.toAddress.toLowerCase()))
        expect(mail.textBody + mail.html).not.toContain(other.parentEmail);
    }
    expect(mails.some((mail) => mail.toAddress === cancelled.parentEmail)).toBe(false);
    expect(mails.some((mail) => mail.toAddress === elsewhere.parentEmail)).toBe(false);

    const page = await loadBookingPage(database.db, second.receiptToken);
    expect(page?.messages).toEqual([
      expect.objectContaining({
        subject: "Bring a notebook",
        body: expect.stringContaining("See you then!"),
      }),
    ]);
    expect((await loadBookingPage(database.db, elsewhere.receiptToken))?.messages).toEqual([]);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entity, "group_message"));
    expect(entry).toMatchObject({ action: "create", entityId: (sent as { id: string }).id });
    expect(JSON.stringify(entry)).not.toMatch(/Léa|claire-/);
  });

  test("a message in one language goes to every family in that language", async () => {
    await parisGroup("french-only", "2099-03-22");
    const booking = await aBooking("french-only");
    await sendGroupMessage(database.db, services.config, {
      ...message,
      subjectFr: "Séance déplacée",
      bodyFr: "La séance de dimanche commence à 10 h 30.",
      groupId: "french-only",
      author,
    });
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "group-message"), eq(emailOutbox.bookingId, booking.id)));
    expect(mail).toMatchObject({ subject: "Séance déplacée" });
  });
});
