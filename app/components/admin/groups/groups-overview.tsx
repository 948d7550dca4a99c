import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupTimeText, sessionDatesText, sessionText, type GroupSchedule } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";

type OverviewGroup = GroupSchedule & {
  id: string;
  workshopId: string;
  workshopTitle: string;
  capacity: number;
  bookedSeats: number;
};

/**
 * The dashboard's groups (docs/product/groups.md#dashboard): the next sessions, each open
 * group's fill ("4/6"), and the workshops with families on the waiting list.
 */
export function GroupsOverview(props: {
  open: OverviewGroup[];
  nextSessions: { groupId: string; workshopTitle: string; start: string; end: string; timeZone: string }[];
  waiting: { id: string; title: string; waiting: number }[];
}) {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <div className="mt-8 grid gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>{m.admin_groups_overview_next_sessions({}, locale)}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul
            aria-label={m.admin_groups_overview_next_sessions({}, locale)}
            className="flex flex-col gap-2 text-sm"
          >
            {props.nextSessions.map((session) => (
              <li key={`${session.groupId}-${session.start}`}>
                <span className="font-medium">{session.workshopTitle}</span>
                <br />
                {sessionText(
                  { start: new Date(session.start), end: new Date(session.end) },
                  session.timeZone,
                  language,
                )}
              </li>
            ))}
            {props.nextSessions.length === 0 ? (
              <li>{m.admin_groups_overview_no_sessions({}, locale)}</li>
            ) : null}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.admin_groups_overview_fill({}, locale)}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label={m.admin_groups_overview_fill({}, locale)} className="flex flex-col gap-2 text-sm">
            {props.open.map((group) => (
              <li key={group.id} className="flex justify-between gap-3">
                <Link className="min-w-0 hover:underline" to={paths.adminGroupRoster(group.id)}>
                  <span className="font-medium">{group.workshopTitle}</span>
                  <br />
                  <span className="text-muted-foreground">
                    {sessionDatesText(group, language)} · {groupTimeText(group, language)}
                  </span>
                </Link>
                <span className="shrink-0 font-semibold tabular-nums">
                  {group.bookedSeats}/{group.capacity}
                </span>
              </li>
            ))}
            {props.open.length === 0 ? <li>{m.admin_groups_overview_no_open({}, locale)}</li> : null}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.admin_groups_overview_waiting({}, locale)}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul
            aria-label={m.admin_groups_overview_waiting({}, locale)}
            className="flex flex-col gap-2 text-sm"
          >
            {props.waiting.map((workshop) => (
              <li key={workshop.id} className="flex justify-between gap-3">
                <Link className="hover:underline" to={paths.adminWorkshopGroups(workshop.id)}>
                  {workshop.title}
                </Link>
                <span className="font-semibold tabular-nums">{workshop.waiting}</span>
              </li>
            ))}
            {props.waiting.length === 0 ? <li>{m.admin_groups_overview_no_waiting({}, locale)}</li> : null}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
