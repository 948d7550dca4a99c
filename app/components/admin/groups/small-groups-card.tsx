import { Form, Link, useActionData, useNavigation } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupLabel } from "#shared/group-label.ts";
import { momentText, type GroupSchedule } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";

export const KEEP_SMALL_GROUP_INTENT = "keep-small-group";
export const CLOSE_SMALL_GROUP_INTENT = "close-small-group";

type SmallGroup = GroupSchedule & {
  id: string;
  workshopTitle: string;
  dateRange: string;
  timeText: string;
  bookedSeats: number;
  minTeens: number;
  firstSessionAt: string;
};

/** What the dashboard's action answers about a small group's decision. */
export type SmallGroupAnswer = { smallGroup: { groupId: string; ok: boolean; message: string } };

/**
 * The dashboard's groups too small to run (docs/product/groups.md#groups-too-small-to-run): each
 * with its seats booked against the workshop's minimum and its first session, kept or closed by
 * the administrator. Closing asks first, in a plain <details>, so it works before the script loads.
 */
export function SmallGroupsCard(props: { groups: SmallGroup[]; noticeDays: number }) {
  const language = useLanguage();
  const locale = { locale: language };
  const answer = useActionData<Partial<SmallGroupAnswer>>()?.smallGroup;
  const busy = useNavigation().state !== "idle";
  return (
    <Card className="mt-8" aria-labelledby="small-groups-heading" role="region">
      <CardHeader>
        <h2 id="small-groups-heading" className="text-lg font-bold leading-tight">
          {m.admin_small_groups_title({}, locale)}
        </h2>
        <CardDescription>
          {m.admin_small_groups_description({ days: props.noticeDays }, locale)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {answer && (
          <p
            role="status"
            className={answer.ok ? "mb-3 text-sm font-medium" : "mb-3 text-sm font-medium text-destructive"}
          >
            {answer.message}
          </p>
        )}
        <ul aria-labelledby="small-groups-heading" className="flex flex-col gap-4">
          {props.groups.map((group) => (
            <li key={group.id} className="rounded-xl border border-border p-3">
              <p className="font-semibold">
                <Link className="hover:underline" to={paths.adminGroupRoster(group.id)}>
                  {group.workshopTitle}
                </Link>
              </p>
              <p className="break-words text-sm text-muted-foreground">{groupLabel(group, language)}</p>
              <p className="mt-1 text-sm">
                {m.admin_small_groups_seats({ booked: group.bookedSeats, minimum: group.minTeens }, locale)}
                {" · "}
                {m.admin_small_groups_first_session(
                  { when: momentText(new Date(group.firstSessionAt), group.timeZone, language) },
                  locale,
                )}
              </p>
              <div className="mt-3 flex flex-wrap items-start gap-2">
                <Form method="post">
                  <input type="hidden" name="groupId" value={group.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value={KEEP_SMALL_GROUP_INTENT}
                    variant="outline"
                    size="sm"
                    disabled={busy}
                  >
                    {m.admin_small_groups_keep({}, locale)}
                  </Button>
                </Form>
                <details>
                  <summary
                    className={buttonVariants({
                      variant: "destructive",
                      size: "sm",
                      className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                    })}
                  >
                    {m.admin_small_groups_close({}, locale)}
                  </summary>
                  <Form method="post" className="mt-2 flex flex-col items-start gap-2">
                    <input type="hidden" name="groupId" value={group.id} />
                    <p className="text-sm">{m.admin_small_groups_close_question({}, locale)}</p>
                    <Button
                      type="submit"
                      name="intent"
                      value={CLOSE_SMALL_GROUP_INTENT}
                      variant="destructive"
                      size="sm"
                      disabled={busy}
                    >
                      {m.admin_small_groups_close_confirm({}, locale)}
                    </Button>
                  </Form>
                </details>
              </div>
            </li>
          ))}
          {props.groups.length === 0 ? (
            <li className="text-sm">{m.admin_small_groups_none({}, locale)}</li>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
