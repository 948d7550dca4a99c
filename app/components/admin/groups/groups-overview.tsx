import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { groupTimeText, sessionDatesText, sessionText, type GroupSchedule } from "#shared/group-schedule.ts";
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
  return (
    <div className="mt-8 grid gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>Prochaines séances</CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label="Prochaines séances" className="flex flex-col gap-2 text-sm">
            {props.nextSessions.map((session) => (
              <li key={`${session.groupId}-${session.start}`}>
                <span className="font-medium">{session.workshopTitle}</span>
                <br />
                {sessionText(
                  { start: new Date(session.start), end: new Date(session.end) },
                  session.timeZone,
                  "fr",
                )}
              </li>
            ))}
            {props.nextSessions.length === 0 ? <li>Aucune séance prévue.</li> : null}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Remplissage des groupes</CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label="Remplissage des groupes" className="flex flex-col gap-2 text-sm">
            {props.open.map((group) => (
              <li key={group.id} className="flex justify-between gap-3">
                <Link className="min-w-0 hover:underline" to={paths.adminGroupRoster(group.id)}>
                  <span className="font-medium">{group.workshopTitle}</span>
                  <br />
                  <span className="text-muted-foreground">
                    {sessionDatesText(group, "fr")} · {groupTimeText(group, "fr")}
                  </span>
                </Link>
                <span className="shrink-0 font-semibold tabular-nums">
                  {group.bookedSeats}/{group.capacity}
                </span>
              </li>
            ))}
            {props.open.length === 0 ? <li>Aucun groupe ouvert.</li> : null}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Familles en attente</CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label="Familles en attente" className="flex flex-col gap-2 text-sm">
            {props.waiting.map((workshop) => (
              <li key={workshop.id} className="flex justify-between gap-3">
                <Link className="hover:underline" to={paths.adminWorkshopGroups(workshop.id)}>
                  {workshop.title}
                </Link>
                <span className="font-semibold tabular-nums">{workshop.waiting}</span>
              </li>
            ))}
            {props.waiting.length === 0 ? <li>Aucune famille en attente.</li> : null}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
