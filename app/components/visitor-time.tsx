import { localVisitorTimeText, visitorClockSession, type GroupSchedule } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * As long as the line can get in the page's language: the longest weekday and hours with the session's
 * own minutes (the catalogue writes them as visitorClockText does). The real text is shorter or as long,
 * whatever the visitor's zone.
 */
function longestLine(schedule: GroupSchedule, language: Language) {
  const exactHours = schedule.startTime.endsWith(":00") && schedule.sessionMinutes % 60 === 0;
  const locale = { locale: language };
  return exactHours
    ? m.shell_visitor_time_longest({}, locale)
    : m.shell_visitor_time_longest_minutes({}, locale);
}

/**
 * A group's sessions on the visitor's own clock ("10-11 PM your time"). The server cannot know the
 * visitor's zone, so its HTML has an empty place here (hydration never mismatches), which a small
 * script in the page fills as it is read (app/components/visitor-clock-script.tsx) and React fills
 * with the same text once it runs. The place is as tall as the longest such line would be at this width, from the first
 * paint on, so the text arriving with React moves nothing below it: a parent pressing a button as
 * the page hydrated once pressed the space it had left. Empty when the visitor's clock shows the
 * group's own time.
 */
export function VisitorTime({ schedule, className }: { schedule: GroupSchedule; className?: string }) {
  const language = useLanguage();
  const hydrated = useHydrated();
  const text = hydrated ? localVisitorTimeText(schedule, language) : null;
  // The reserved line is a pseudo-element's content: it takes its place without being text of the page.
  return (
    <span
      data-reserve={longestLine(schedule, language)}
      className={cn(
        className,
        "grid before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-reserve)]",
      )}
    >
      {/* Until React writes the text, the page's own script has put it in data-early (app/components/visitor-clock-script.tsx). */}
      <span
        data-visitor-clock={JSON.stringify(visitorClockSession(schedule, language))}
        className="col-start-1 row-start-1 empty:after:content-[attr(data-early)]"
      >
        {text}
      </span>
    </span>
  );
}
