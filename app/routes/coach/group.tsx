import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { AttendanceTable } from "#app/components/coach/attendance-table.tsx";
import { GroupMessageForm } from "#app/components/coach/group-message-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupTimeText, sessionDatesText, sessionText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { SESSION_NOTE_MAX_LENGTH } from "#shared/session-note.ts";
import { ATTENDANCE_STATUSES, type AttendanceStatus } from "#shared/stored-values.ts";
import { queueMissedSessionEmails } from "#server/attendance/missed-sessions.server.ts";
import { saveSessionAttendance } from "#server/attendance/session-attendance.server.ts";
import { requireCoach, type CoachSession } from "#server/auth/require-coach.server.ts";
import { coachGroupRoster } from "#server/coaches/coach-groups.server.ts";
import { coachesGroup } from "#server/coaches/group-coaches.server.ts";
import { attendanceRows } from "#server/coaches/roster-view.server.ts";
import {
  messagesOfGroup,
  sendGroupMessage,
  versionFor,
} from "#server/group-messages/group-messages.server.ts";
import { formatDateTime } from "#shared/admin/dates.ts";
import type { Route } from "./+types/group";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, m.coach_roster_title({}, { locale: backOfficeLanguage }), "none") }];
}

/** A coach sees only the groups it was put on; any other answers 404, as an unknown group does. */
async function groupOf(coach: CoachSession, context: Route.LoaderArgs["context"], groupId: string) {
  const { db } = context.services;
  if (!coach.isAdmin && !(await coachesGroup(db, coach.user.id, groupId))) throw data(null, { status: 404 });
  const roster = await coachGroupRoster(db, groupId, new Date());
  if (!roster) throw data(null, { status: 404 });
  return roster;
}

const languageNames = (language: Language, locale: { locale: Language }) =>
  language === "fr" ? m.coach_language_fr({}, locale) : m.coach_language_en({}, locale);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const coach = await requireCoach(request, context);
  const { group, sessions, teens } = await groupOf(coach, context, params.groupId);
  const language = backOfficeLanguage;
  const locale = { locale: language };
  const zone = group.schedule.timeZone;
  const messages = await messagesOfGroup(context.services.db, group.id);
  return {
    messages: messages.map((message) => ({
      id: message.id,
      sentAt: formatDateTime(message.createdAt, language),
      authorName: message.authorName,
      ...versionFor(message, language),
    })),
    group: {
      id: group.id,
      workshopTitle: group.workshopTitle,
      videoUrl: group.videoUrl,
      dates: sessionDatesText(group.schedule, language),
      time: groupTimeText(group.schedule, language),
    },
    isAdmin: coach.isAdmin,
    sessions: sessions.map((session) => ({
      index: session.index,
      when: sessionText(session, zone, language),
      opened: session.opened,
      ended: session.ended,
      note: session.note,
    })),
    teens: teens.map((teen) => ({
      bookingId: teen.bookingId,
      firstName: teen.firstName,
      age: teen.age,
      specialRequests: teen.specialRequests,
      language: languageNames(teen.language, locale),
      held: teen.held,
      attended: teen.attended,
    })),
    attendance: attendanceRows(teens, zone),
  };
}

type ActionAnswer = { ok: boolean; sessionIndex: number; message: string };

/** The coach confirms one session: present or absent per teen, and the session's private note. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const coach = await requireCoach(request, context);
  const { group, teens } = await groupOf(coach, context, params.groupId);
  const locale = { locale: backOfficeLanguage };
  const form = await request.formData();
  if (form.get("intent") === "message") {
    const text = (name: string) => String(form.get(name) ?? "");
    const sent = await sendGroupMessage(context.services.db, context.services.config, {
      groupId: group.id,
      author: { id: coach.user.id, email: coach.user.email, name: coach.user.name || coach.user.email },
      subjectEn: text("subjectEn"),
      bodyEn: text("bodyEn"),
      subjectFr: text("subjectFr"),
      bodyFr: text("bodyFr"),
    });
    if (!sent.ok) {
      const message =
        sent.reason === "incomplete"
          ? m.coach_message_incomplete({}, locale)
          : sent.reason === "too_long"
            ? m.coach_message_too_long({}, locale)
            : m.coach_message_empty({}, locale);
      return data<ActionAnswer>({ ok: false, sessionIndex: -1, message }, 400);
    }
    context.services.mail.wake();
    return data<ActionAnswer>({
      ok: true,
      sessionIndex: -1,
      message: m.coach_message_sent({ families: sent.families }, locale),
    });
  }
  const sessionIndex = Number(form.get("sessionIndex"));
  if (form.get("intent") !== "attendance" || !Number.isInteger(sessionIndex))
    return data<ActionAnswer>(
      { ok: false, sessionIndex: -1, message: m.coach_attendance_bad_request({}, locale) },
      400,
    );
  const statuses = teens.flatMap((teen) => {
    const value = form.get(`status-${teen.bookingId}`);
    return ATTENDANCE_STATUSES.includes(value as AttendanceStatus)
      ? [{ bookingId: teen.bookingId, status: value as AttendanceStatus }]
      : [];
  });
  const { db, logger } = context.services;
  const saved = await saveSessionAttendance(
    db,
    {
      groupId: group.id,
      schedule: group.schedule,
      sessionIndex,
      statuses,
      note: String(form.get("note") ?? ""),
      actorUserId: coach.user.id,
    },
    new Date(),
  );
  if (!saved.ok) {
    const message =
      saved.reason === "note_too_long"
        ? m.coach_note_too_long({ max: SESSION_NOTE_MAX_LENGTH }, locale)
        : saved.reason === "not_started"
          ? m.coach_session_not_started({}, locale)
          : m.coach_attendance_bad_request({}, locale);
    return data<ActionAnswer>({ ok: false, sessionIndex, message }, 400);
  }
  // A teen marked absent after the session's end is told at once rather than at the job's next run.
  await queueMissedSessionEmails(context.services, { groupId: group.id }).catch((error: unknown) =>
    logger.error({ err: error }, "Queuing missed-session e-mails after a confirmation failed"),
  );
  return data<ActionAnswer>({
    ok: true,
    sessionIndex,
    message: m.coach_attendance_saved({ number: sessionIndex + 1 }, locale),
  });
}

/** A group's roster and sessions for its coach (docs/product/coaches-and-attendance.md#attendance). */
export default function CoachGroup({ loaderData }: Route.ComponentProps) {
  const { group, sessions, teens, attendance, isAdmin, messages } = loaderData;
  const locale = { locale: useLanguage() };
  const none = m.admin_none({}, locale);
  const answer = useActionData<ActionAnswer>();
  const busy = useNavigation().state !== "idle";
  const opened = sessions.filter((session) => session.opened);
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link
          to={isAdmin ? paths.adminGroupRoster(group.id) : paths.coach}
          className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {isAdmin ? m.coach_back_to_admin_group({}, locale) : m.coach_back_to_groups({}, locale)}
        </Link>
        <h1 className="text-2xl font-bold md:text-3xl">{group.workshopTitle}</h1>
        <p className="mt-1 text-muted-foreground">
          {group.dates} · {group.time}
        </p>
        {group.videoUrl ? (
          <p className="mt-2 text-sm">
            {m.admin_roster_video_link({}, locale)}{" "}
            <a
              className="break-all text-primary underline"
              href={group.videoUrl}
              target="_blank"
              rel="noreferrer"
            >
              {group.videoUrl}
            </a>
          </p>
        ) : null}
      </div>

      <section aria-labelledby="roster" className="flex flex-col gap-3">
        <h2 id="roster" className="text-lg font-bold">
          {m.coach_roster_heading({ count: teens.length }, locale)}
        </h2>
        <Table aria-label={m.coach_roster_table({}, locale)}>
          <thead>
            <tr>
              <Th>{m.coach_col_first_name({}, locale)}</Th>
              <Th>{m.admin_roster_col_age({}, locale)}</Th>
              <Th>{m.admin_roster_col_special_requests({}, locale)}</Th>
              <Th>{m.coach_col_language({}, locale)}</Th>
              <Th>{m.coach_col_attendance({}, locale)}</Th>
            </tr>
          </thead>
          <tbody>
            {teens.map((teen) => (
              <tr key={teen.bookingId}>
                <Td className="font-medium">{teen.firstName || none}</Td>
                <Td className="tabular-nums">{teen.age ?? none}</Td>
                <Td className="min-w-48">{teen.specialRequests || none}</Td>
                <Td>{teen.language}</Td>
                <Td className="whitespace-nowrap tabular-nums">
                  {m.coach_attendance_so_far({ attended: teen.attended, held: teen.held }, locale)}
                </Td>
              </tr>
            ))}
            {teens.length === 0 ? (
              <TableEmptyRow colSpan={5}>{m.coach_roster_empty({}, locale)}</TableEmptyRow>
            ) : null}
          </tbody>
        </Table>
      </section>

      <section aria-labelledby="attendance" className="flex flex-col gap-3">
        <h2 id="attendance" className="text-lg font-bold">
          {m.coach_attendance_heading({}, locale)}
        </h2>
        <p className="text-sm text-muted-foreground">{m.coach_attendance_intro({}, locale)}</p>
        <AttendanceTable rows={attendance} sessions={sessions} />
      </section>

      {answer && answer.sessionIndex === -1 ? (
        <Alert variant={answer.ok ? "success" : "destructive"} role={answer.ok ? "status" : "alert"}>
          {answer.message}
        </Alert>
      ) : null}
      <GroupMessageForm sent={messages} />

      <section aria-labelledby="sessions" className="flex flex-col gap-4">
        <h2 id="sessions" className="text-lg font-bold">
          {m.coach_sessions_heading({}, locale)}
        </h2>
        {answer && answer.sessionIndex !== -1 ? (
          <Alert variant={answer.ok ? "success" : "destructive"} role={answer.ok ? "status" : "alert"}>
            {answer.message}
          </Alert>
        ) : null}
        <ol className="flex flex-col gap-4">
          {sessions.map((session) => (
            <li key={session.index} className="rounded-xl border border-border bg-white p-4">
              <h3 className="font-semibold">
                {m.coach_session_title({ number: session.index + 1, when: session.when }, locale)}
              </h3>
              {!session.opened ? (
                <p className="mt-1 text-sm text-muted-foreground">{m.coach_session_upcoming({}, locale)}</p>
              ) : (
                <Form method="post" className="mt-3 flex flex-col gap-4">
                  <input type="hidden" name="intent" value="attendance" />
                  <input type="hidden" name="sessionIndex" value={session.index} />
                  {teens.map((teen) => {
                    const mark = attendance.find((row) => row.bookingId === teen.bookingId)?.marks[
                      session.index
                    ];
                    const chosen = mark?.status ?? (mark?.joinedText ? "present" : "absent");
                    return (
                      <fieldset key={teen.bookingId} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                        <legend className="w-full text-sm font-medium sm:w-auto sm:min-w-40">
                          {teen.firstName || none}{" "}
                          <span className="font-normal text-muted-foreground">
                            {mark?.joinedText
                              ? m.coach_joined_at({ time: mark.joinedText }, locale)
                              : m.coach_not_joined({}, locale)}
                          </span>
                        </legend>
                        {ATTENDANCE_STATUSES.map((status) => (
                          <label key={status} className="inline-flex items-center gap-2 text-sm">
                            <input
                              type="radio"
                              name={`status-${teen.bookingId}`}
                              value={status}
                              defaultChecked={chosen === status}
                              className="size-4 accent-primary"
                            />
                            {status === "present"
                              ? m.coach_mark_present({}, locale)
                              : m.coach_mark_absent({}, locale)}
                          </label>
                        ))}
                      </fieldset>
                    );
                  })}
                  <div className="flex flex-col gap-2">
                    <Label htmlFor={`note-${session.index}`}>{m.coach_note_label({}, locale)}</Label>
                    <Textarea
                      id={`note-${session.index}`}
                      name="note"
                      maxLength={SESSION_NOTE_MAX_LENGTH}
                      defaultValue={session.note}
                      rows={3}
                    />
                    <p className="text-xs text-muted-foreground">
                      {m.coach_note_hint({ max: SESSION_NOTE_MAX_LENGTH }, locale)}
                    </p>
                  </div>
                  <Button type="submit" className="self-start" disabled={busy}>
                    {m.coach_save_session({ number: session.index + 1 }, locale)}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
        {opened.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.coach_no_session_yet({}, locale)}</p>
        ) : null}
      </section>
    </div>
  );
}
