import { groupTimeText, localVisitorTimeText, type GroupSchedule } from "#shared/group-schedule.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLanguage } from "#app/lib/use-language.ts";

/**
 * A group's weekly time in its own zone ("Mondays 4-5 PM New York time"), and after hydration in the visitor's
 * ("10-11 PM your time") when their clock differs (docs/product/groups-and-delivery.md#time-zones). The server's
 * HTML has only the first part: it cannot know the visitor's zone.
 */
export function GroupTime({ schedule }: { schedule: GroupSchedule }) {
  const language = useLanguage();
  const hydrated = useHydrated();
  const visitor = hydrated ? localVisitorTimeText(schedule, language) : null;
  return (
    <span>
      {groupTimeText(schedule, language)}
      {visitor && <span className="text-muted-foreground">, {visitor}</span>}
    </span>
  );
}
