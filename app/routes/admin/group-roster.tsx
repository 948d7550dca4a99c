import { ArrowLeft, ClipboardCheck, Download, Printer } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { RosterTable } from "#app/components/admin/groups/roster-table.tsx";
import { AttendanceTable } from "#app/components/coach/attendance-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { listCoaches } from "#server/coaches/coach-accounts.server.ts";
import { coachGroupRoster } from "#server/coaches/coach-groups.server.ts";
import { coachesOfGroup, setGroupCoaches } from "#server/coaches/group-coaches.server.ts";
import { attendanceRows } from "#server/coaches/roster-view.server.ts";
import { loadGroupRoster } from "#server/groups/group-roster-page.server.ts";
import type { Route } from "./+types/group-roster";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_roster_title({}, locale), "back-office") }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const found = await loadGroupRoster(db, params.groupId);
  if (!found) throw data(null, { status: 404 });
  const { group } = found;
  const [coaches, assigned, attendance] = await Promise.all([
    listCoaches(db),
    coachesOfGroup(db, group.id),
    coachGroupRoster(db, group.id, new Date()),
  ]);
  const assignedIds = new Set(assigned.map((coach) => coach.id));
  return {
    coaches: coaches.map((coach) => ({
      id: coach.id,
      name: coach.name,
      email: coach.email,
      assigned: assignedIds.has(coach.id),
    })),
    attendance: attendance
      ? {
          rows: attendanceRows(attendance.teens, group.timeZone),
          sessions: attendance.sessions.map((session) => ({ index: session.index, opened: session.opened })),
        }
      : null,
    workshopTitle: found.workshopTitle,
    group: { id: group.id, workshopId: group.workshopId, videoUrl: group.videoUrl },
    dates: sessionDatesText(group, backOfficeLanguage),
    time: groupTimeText(group, backOfficeLanguage),
    roster: found.roster,
  };
}

/** An administrator sets the group's coaches (docs/product/coaches-and-attendance.md#coaches). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db } = context.services;
  const locale = { locale: backOfficeLanguage };
  const found = await loadGroupRoster(db, params.groupId);
  if (!found) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") !== "coaches")
    return data({ ok: false, message: m.admin_coaches_bad_request({}, locale) }, 400);
  const ids = form.getAll("coach").map(String);
  const count = await setGroupCoaches(db, found.group.id, ids, { id: user.id, email: user.email });
  return { ok: true, message: m.admin_group_coaches_saved({ count }, locale) };
}

/** A group's roster (docs/product/groups.md#roster), with its CSV and printable page, its coaches and attendance. */
export default function GroupRoster({ loaderData }: Route.ComponentProps) {
  const { workshopTitle, group, dates, time, roster, coaches, attendance } = loaderData;
  const locale = { locale: useLanguage() };
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <Link
        to={paths.adminWorkshopGroups(group.workshopId)}
        className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.admin_roster_back({ workshopTitle }, locale)}
      </Link>
      <AdminPageHeader
        title={m.admin_roster_heading({ workshopTitle }, locale)}
        description={`${dates} · ${time}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={paths.adminGroupRosterCsv(group.id)} download>
                <Download aria-hidden="true" />
                {m.admin_roster_export_csv({}, locale)}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.coachGroup(group.id)}>
                <ClipboardCheck aria-hidden="true" />
                {m.admin_group_attendance_link({}, locale)}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={paths.adminGroupRosterPrint(group.id)} target="_blank" rel="noreferrer">
                <Printer aria-hidden="true" />
                {m.admin_roster_printable({}, locale)}
              </a>
            </Button>
          </div>
        }
      />
      {group.videoUrl ? (
        <p className="mb-4 text-sm">
          {m.admin_roster_video_link({}, locale)}{" "}
          <a className="break-all text-primary underline" href={group.videoUrl}>
            {group.videoUrl}
          </a>
        </p>
      ) : null}
      <RosterTable rows={roster} />
      {attendance ? (
        <section aria-labelledby="group-attendance" className="mt-8 flex flex-col gap-3">
          <h3 id="group-attendance" className="text-lg font-bold">
            {m.coach_attendance_heading({}, locale)}
          </h3>
          <AttendanceTable rows={attendance.rows} sessions={attendance.sessions} />
        </section>
      ) : null}
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>{m.admin_group_coaches_title({}, locale)}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {answer ? (
            <Alert variant={answer.ok ? "success" : "destructive"} role={answer.ok ? "status" : "alert"}>
              {answer.message}
            </Alert>
          ) : null}
          {coaches.length === 0 ? (
            <p>
              {m.admin_group_coaches_none({}, locale)}{" "}
              <Link to={paths.adminCoaches} className="font-semibold text-primary underline">
                {m.admin_nav_coaches({}, locale)}
              </Link>
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="coaches" />
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-medium">{m.admin_group_coaches_legend({}, locale)}</legend>
                {coaches.map((coach) => (
                  <label key={coach.id} className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="coach"
                      value={coach.id}
                      defaultChecked={coach.assigned}
                      className="size-4 accent-primary"
                    />
                    <span>
                      {coach.name} <span className="break-all text-muted-foreground">({coach.email})</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <Button type="submit" size="sm" className="self-start" disabled={busy}>
                {m.admin_group_coaches_save({}, locale)}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </>
  );
}
