import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { AssignBookingForm } from "#app/components/admin/groups/assign-booking-form.tsx";
import {
  GroupEditorForm,
  TimeZoneList,
  type GroupFormValues,
} from "#app/components/admin/groups/group-editor-form.tsx";
import { timeZoneChoices } from "#shared/admin/time-zone-choices.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { changeResponse } from "#app/lib/admin/change-response.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupRefusalText, type GroupRefusal } from "#shared/admin/group-answer.ts";
import { groupAssignFormSchema } from "#shared/admin/group-assign-form.ts";
import { groupFormSchema } from "#shared/admin/group-form.ts";
import type { Refusal } from "#shared/admin/refusal.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { formatDate } from "#shared/admin/dates.ts";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { groupStatusLabel, type GroupStatus } from "#shared/group-status.ts";
import { parseForm } from "#shared/parse-form.ts";
import { paths } from "#shared/paths.ts";
import { firstFieldMessages, runChangeAction } from "#server/admin/change-action.server.ts";
import { inWords } from "#server/admin/result.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import {
  deleteGroup,
  getGroupWorkshop,
  listWorkshopGroups,
  saveGroup,
  setGroupClosed,
} from "#server/groups/admin-groups.server.ts";
import { assignBookingToGroup, listUnassignedBookings } from "#server/groups/assign-booking.server.ts";
import { sessionCountOf } from "#server/groups/first-session-date.server.ts";
import type { Route } from "./+types/workshop-groups";

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  const title = loaderData
    ? m.admin_groups_title_of({ workshopTitle: loaderData.workshop.title }, locale)
    : m.admin_groups_title({}, locale);
  return [{ title: pageTitle(matches, title, "back-office") }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, config } = context.services;
  const workshop = await getGroupWorkshop(db, params.workshopId);
  if (!workshop) throw data(null, { status: 404 });
  const [groups, unassigned] = await Promise.all([
    listWorkshopGroups(db, workshop.id),
    listUnassignedBookings(db, workshop.id),
  ]);
  return {
    workshop: { id: workshop.id, title: workshop.title, maxSeats: workshop.maxSeats },
    groups,
    unassigned: unassigned.map((row) => ({
      id: row.id,
      reference: row.reference,
      parent: `${row.parentFirstName} ${row.parentLastName}`.trim(),
      parentEmail: row.parentEmail,
      createdAt: row.createdAt.toISOString(),
    })),
    timeZones: timeZoneChoices(config.academyTimeZone, backOfficeLanguage),
    defaults: {
      firstSessionDate: "",
      startTime: "16:00",
      timeZone: config.academyTimeZone,
      capacity: String(Math.min(6, workshop.maxSeats)),
      sessionCount: String(sessionCountOf(workshop.sessions)),
      sessionMinutes: "60",
      videoUrl: "",
    } satisfies GroupFormValues,
  };
}

/** A group as its edit form holds it. */
function groupFormValues(group: Route.ComponentProps["loaderData"]["groups"][number]): GroupFormValues {
  return {
    firstSessionDate: group.firstSessionDate,
    startTime: group.startTime,
    timeZone: group.timeZone,
    capacity: String(group.capacity),
    sessionCount: String(group.sessionCount),
    sessionMinutes: String(group.sessionMinutes),
    videoUrl: group.videoUrl ?? "",
  };
}

/** The action's answer, and which form it answers: 'new', a group's id, or 'assign-<booking id>'. */
type ActionAnswer = ChangeAnswer & { form: string; at?: number };

/** The answers' messages, in the back-office's language. */
function answerTexts(language: Language) {
  const locale = { locale: language };
  return {
    save: m.admin_groups_saved({}, locale),
    create: m.admin_groups_created({}, locale),
    saveError: m.admin_groups_save_error({}, locale),
    close: m.admin_groups_closed({}, locale),
    reopen: m.admin_groups_reopened({}, locale),
    delete: m.admin_groups_deleted({}, locale),
    assign: (reference: string) => m.admin_groups_assigned({ reference }, locale),
    unknown: m.admin_groups_unknown_action({}, locale),
  };
}

// The message under a form names the first field refused, like the one under that field.
const firstMessage = (fieldErrors: Record<string, string>) => Object.values(fieldErrors)[0];

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const actor = { id: user.id, email: user.email };
  const { db, logger, config } = context.services;
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const groupId = String(formData.get("groupId") ?? "");
  const form = String(formData.get("form") ?? "new");
  const language = backOfficeLanguage;
  const done = answerTexts(language);
  const refusalText = (refusal: Refusal<GroupRefusal>) => groupRefusalText(refusal, language);
  const answer = (
    result: { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> },
    message: string,
  ): ActionAnswer =>
    result.ok
      ? { form, ok: true, message }
      : { form, ok: false, message: result.error, fieldErrors: result.fieldErrors };
  if (intent === "save") {
    formData.set("workshopId", params.workshopId);
    const outcome = await runChangeAction(formData, {
      actor,
      logger,
      what: "Group",
      schema: groupFormSchema(language),
      // The site's settings let a change of time or link reach the group's families (with the new calendar file).
      save: async (by, input) => inWords(await saveGroup(db, by, input, new Date(), config), refusalText),
    });
    if (outcome.kind === "saved") context.services.mail.wake();
    const reply = changeResponse(
      outcome,
      { saveError: done.saveError, created: done.create, updated: done.save },
      {
        invalidMessage: (fieldErrors) => firstMessage(fieldErrors) ?? done.saveError,
        refusalMessage: firstMessage,
      },
    );
    // A new group's form starts afresh after each creation: the stamp tells two creations apart.
    return data<ActionAnswer>({ ...reply.data, form, at: Date.now() }, reply.init ?? undefined);
  }
  if (intent === "close" || intent === "reopen")
    return answer(
      inWords(await setGroupClosed(db, actor, groupId, intent === "close"), refusalText),
      done[intent],
    );
  if (intent === "delete")
    return answer(inWords(await deleteGroup(db, actor, groupId), refusalText), done.delete);
  if (intent === "assign") {
    const submission = parseForm(formData, groupAssignFormSchema(language));
    if (submission.status !== "success") {
      const reply = submission.reply();
      const message = firstMessage(firstFieldMessages(reply)) ?? done.unknown;
      return data<ActionAnswer>({ form, ok: false, message, submission: reply }, { status: 400 });
    }
    const { bookingId, groupId } = submission.value;
    const result = await assignBookingToGroup(db, actor, bookingId, groupId, context.services.config);
    if (result.ok) context.services.mail.wake();
    return answer(inWords(result, refusalText), result.ok ? done.assign(result.value.reference) : "");
  }
  return { form, ok: false, message: done.unknown } satisfies ActionAnswer;
}

const statusVariant: Record<GroupStatus, "success" | "warning" | "muted" | "destructive"> = {
  open: "success",
  full: "warning",
  closed: "muted",
  finished: "muted",
};

function Feedback({ answer, form }: { answer: ActionAnswer | undefined; form: string }) {
  if (!answer || answer.form !== form) return null;
  // A refusal about a field is said under that field, once.
  if (!answer.ok && answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0) return null;
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={answer.ok ? "text-sm font-medium text-green-800" : "text-sm font-medium text-destructive"}
    >
      {answer.message}
    </p>
  );
}

export default function WorkshopGroups({ loaderData }: Route.ComponentProps) {
  const { workshop, groups, unassigned, defaults, timeZones } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  // The answer's message waits for the reloaded list (the action's answer comes first), so that
  // "Groupe créé." shows with the new group.
  const shown = busy ? undefined : answer;
  const choosable = groups.filter((group) => group.status === "open");
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <>
      <Link
        to={paths.adminWorkshops}
        className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.admin_groups_back({}, locale)}
      </Link>
      <AdminPageHeader
        title={m.admin_groups_heading({ workshopTitle: workshop.title }, locale)}
        description={m.admin_groups_description({ maxSeats: workshop.maxSeats }, locale)}
      />
      <Table aria-label={m.admin_groups_title({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_groups_col_dates({}, locale)}</Th>
            <Th>{m.admin_groups_col_day_time({}, locale)}</Th>
            <Th>{m.admin_groups_col_seats({}, locale)}</Th>
            <Th>{m.admin_groups_col_status({}, locale)}</Th>
            <Th>{m.admin_groups_col_participants({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.id}>
              <Td className="whitespace-nowrap">{sessionDatesText(group, language)}</Td>
              <Td>{groupTimeText(group, language)}</Td>
              <Td className="tabular-nums">
                {group.bookedSeats}/{group.capacity}
              </Td>
              <Td>
                <Badge variant={statusVariant[group.status]}>
                  {groupStatusLabel(group.status, language)}
                </Badge>
              </Td>
              <Td>
                <Link
                  className="font-semibold text-primary hover:underline"
                  to={paths.adminGroupRoster(group.id)}
                >
                  {m.admin_groups_roster_link({ count: group.bookingCount }, locale)}
                </Link>
              </Td>
            </tr>
          ))}
          {groups.length === 0 ? (
            <TableEmptyRow colSpan={5}>{m.admin_groups_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>

      {groups.map((group) => (
        <section
          key={group.id}
          aria-label={m.admin_groups_group_of({ date: formatDate(group.firstSessionDate, language) }, locale)}
          className="mt-6 rounded-xl border border-border bg-white p-4"
        >
          <h3 className="mb-3 font-bold">
            {`${m.admin_groups_group_of({ date: formatDate(group.firstSessionDate, language) }, locale)} · ${groupStatusLabel(group.status, language)}`}
          </h3>
          <GroupEditorForm
            id={`group-${group.id}`}
            form={group.id}
            groupId={group.id}
            defaultValue={groupFormValues(group)}
            answer={answer}
          >
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="save" size="sm" disabled={busy}>
                {m.admin_groups_save({}, locale)}
              </Button>
            </div>
          </GroupEditorForm>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="form" value={group.id} />
              <input type="hidden" name="groupId" value={group.id} />
              {group.closedAt ? (
                <Button
                  type="submit"
                  name="intent"
                  value="reopen"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                >
                  {m.admin_groups_reopen({}, locale)}
                </Button>
              ) : (
                <Button type="submit" name="intent" value="close" variant="outline" size="sm" disabled={busy}>
                  {m.admin_groups_close({}, locale)}
                </Button>
              )}
            </Form>
            {/* Deleting asks first; a plain <details>, so it works before the script loads. */}
            <details className="group/delete">
              <summary
                className={buttonVariants({
                  variant: "destructive",
                  size: "sm",
                  className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                })}
              >
                {m.admin_delete({}, locale)}
              </summary>
              <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
                <input type="hidden" name="form" value={group.id} />
                <input type="hidden" name="groupId" value={group.id} />
                <p className="text-sm">{m.admin_groups_delete_question({}, locale)}</p>
                <Button
                  type="submit"
                  name="intent"
                  value="delete"
                  variant="destructive"
                  size="sm"
                  disabled={busy}
                >
                  {m.admin_groups_delete_confirm({}, locale)}
                </Button>
              </Form>
            </details>
          </div>
          <div className="mt-2">
            <Feedback answer={shown} form={group.id} />
          </div>
        </section>
      ))}

      <TimeZoneList zones={timeZones} />
      <section
        aria-label={m.admin_groups_new({}, locale)}
        className="mt-8 rounded-xl border border-border bg-white p-4"
      >
        <h3 className="mb-3 font-bold">{m.admin_groups_new({}, locale)}</h3>
        <GroupEditorForm
          key={shown?.ok && shown.form === "new" ? `created-${shown.at}` : "new"}
          id="new-group"
          form="new"
          defaultValue={defaults}
          answer={answer}
        >
          <div>
            <Button type="submit" name="intent" value="save" disabled={busy}>
              {m.admin_groups_create({}, locale)}
            </Button>
          </div>
          <Feedback answer={shown} form="new" />
        </GroupEditorForm>
      </section>

      <section aria-label={m.admin_groups_unassigned({}, locale)} className="mt-8">
        <h3 className="mb-3 text-lg font-bold">{m.admin_groups_unassigned({}, locale)}</h3>
        {/* A booking once assigned leaves this list, and its row with it: its answer shows here. */}
        {shown?.ok && shown.form.startsWith("assign-") ? (
          <div className="mb-3">
            <Feedback answer={shown} form={shown.form} />
          </div>
        ) : null}
        <Table aria-label={m.admin_groups_unassigned({}, locale)}>
          <thead>
            <tr>
              <Th>{m.admin_groups_col_reference({}, locale)}</Th>
              <Th>{m.admin_groups_col_parent({}, locale)}</Th>
              <Th>{m.admin_groups_col_received({}, locale)}</Th>
              <Th>{m.admin_groups_col_assign({}, locale)}</Th>
            </tr>
          </thead>
          <tbody>
            {unassigned.map((booking) => (
              <tr key={booking.id}>
                <Td className="font-mono">{booking.reference}</Td>
                <Td>
                  {booking.parent}
                  <div className="text-xs text-muted-foreground">{booking.parentEmail}</div>
                </Td>
                <Td className="whitespace-nowrap">{formatDate(booking.createdAt, language)}</Td>
                <Td>
                  <AssignBookingForm
                    bookingId={booking.id}
                    label={m.admin_groups_group_for({ reference: booking.reference }, locale)}
                    groups={choosable.map((group) => ({
                      id: group.id,
                      label: `${sessionDatesText(group, language)} · ${group.bookedSeats}/${group.capacity}`,
                    }))}
                    answer={answer}
                  >
                    <Button
                      type="submit"
                      name="intent"
                      value="assign"
                      size="sm"
                      disabled={busy || choosable.length === 0}
                    >
                      {m.admin_groups_assign({}, locale)}
                    </Button>
                    <Feedback answer={shown} form={`assign-${booking.id}`} />
                  </AssignBookingForm>
                </Td>
              </tr>
            ))}
            {unassigned.length === 0 ? (
              <TableEmptyRow colSpan={4}>{m.admin_groups_unassigned_empty({}, locale)}</TableEmptyRow>
            ) : null}
          </tbody>
        </Table>
      </section>
    </>
  );
}
