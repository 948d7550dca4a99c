import { visitorTimeText, type GroupSchedule } from "#shared/group-schedule.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** The browser's own IANA zone, once there is a browser. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * A group's sessions on the visitor's own clock ("10-11 PM your time"), after hydration only: the
 * server cannot know the visitor's zone, so its HTML has nothing here and hydration never mismatches.
 * Nothing when the visitor's clock shows the group's own time.
 */
export function VisitorTime({ schedule, className }: { schedule: GroupSchedule; className?: string }) {
  const hydrated = useHydrated();
  const text = hydrated ? visitorTimeText(schedule, browserTimeZone(), "en") : null;
  return text ? <span className={className}>{text}</span> : null;
}
