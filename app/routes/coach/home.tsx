import { CalendarClock, Users } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupTimeText, sessionDatesText, sessionText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { requireCoach } from "#server/auth/require-coach.server.ts";
import { groupsForCoach } from "#server/coaches/coach-groups.server.ts";
import type { Route } from "./+types/home";

/** How many of the coming sessions the page lists. */
const NEXT_SESSIONS = 8;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, m.coach_groups_title({}, { locale: backOfficeLanguage }), "none") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, isAdmin } = await requireCoach(request, context);
  const now = new Date();
  const groups = await groupsForCoach(context.services.db, { userId: user.id, isAdmin }, now);
  const language = backOfficeLanguage;
  const next = groups
    .flatMap((group) => (group.next ? [{ group, next: group.next }] : []))
    .sort((a, b) => a.next.start.getTime() - b.next.start.getTime())
    .slice(0, NEXT_SESSIONS)
    .map(({ group, next }) => ({
      groupId: group.id,
      workshopTitle: group.workshopTitle,
      number: next.index + 1,
      count: group.schedule.sessionCount,
      when: sessionText(next, group.schedule.timeZone, language),
    }));
  return {
    isAdmin,
    next,
    groups: groups.map((group) => ({
      id: group.id,
      workshopTitle: group.workshopTitle,
      dates: sessionDatesText(group.schedule, language),
      time: groupTimeText(group.schedule, language),
      teens: group.teens,
    })),
  };
}

/** A coach's groups and the sessions coming next (docs/product/coaches-and-attendance.md#coaches). */
export default function CoachHome({ loaderData }: Route.ComponentProps) {
  const { groups, next, isAdmin } = loaderData;
  const locale = { locale: useLanguage() };
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{m.coach_groups_title({}, locale)}</h1>
        <p className="mt-2 text-muted-foreground">
          {isAdmin ? m.coach_groups_intro_admin({}, locale) : m.coach_groups_intro({}, locale)}
        </p>
      </div>
      <section aria-labelledby="next-sessions">
        <h2 id="next-sessions" className="mb-3 flex items-center gap-2 text-lg font-bold">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          {m.coach_next_sessions({}, locale)}
        </h2>
        {next.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.coach_no_next_sessions({}, locale)}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {next.map((item) => (
              <li key={item.groupId} className="rounded-xl border border-border bg-white p-3 text-sm">
                <span className="font-semibold">{item.when}</span>
                <span className="block text-muted-foreground">
                  {m.coach_session_of(
                    { number: item.number, count: item.count, workshopTitle: item.workshopTitle },
                    locale,
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-groups">
        <h2 id="my-groups" className="mb-3 flex items-center gap-2 text-lg font-bold">
          <Users aria-hidden="true" className="size-5 text-primary" />
          {m.coach_groups_heading({}, locale)}
        </h2>
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.coach_no_groups({}, locale)}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {groups.map((group) => (
              <li key={group.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle className="text-lg">
                      <Link to={paths.coachGroup(group.id)} className="text-primary hover:underline">
                        {group.workshopTitle}
                      </Link>
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-1 text-sm">
                    <span>{group.dates}</span>
                    <span>{group.time}</span>
                    <span className="text-muted-foreground">
                      {m.coach_group_teens({ count: group.teens }, locale)}
                    </span>
                    <Link
                      to={paths.coachGroup(group.id)}
                      className="mt-2 font-semibold text-primary underline"
                    >
                      {m.coach_open_roster({}, locale)}
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
