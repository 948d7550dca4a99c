import { CalendarDays } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { groupTimeText, sessionDatesText, type GroupSchedule } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { spotsLeftText } from "#shared/plural.ts";
import { VisitorTime } from "#app/components/visitor-time.tsx";
import { VisitorClockScript } from "#app/components/visitor-clock-script.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Language } from "#shared/language.ts";

export type GroupChoice = {
  id: string;
  dateRange: string;
  timeText: string;
  spotsLeft: number;
  /** The group's schedule: its dates, and its time on the visitor's clock once the browser is known. */
  schedule?: GroupSchedule;
};

type Labelled = { dateRange: string; timeText: string; schedule?: GroupSchedule };

/**
 * The stored texts parents know ("Mondays, 4-week run", "4-5 PM EST") are English: a French page
 * says the group's dates and time from its schedule instead, when it has one.
 */
const storedTexts = (group: Labelled, language: Language) =>
  language === "en" || !group.schedule ? group : { ...group, dateRange: "", timeText: "" };

/**
 * The group in one line, in its own time and zone, with its dates after texts that do not say them
 * (shared/group-label.ts says the same on the server).
 */
export const groupChoiceLabel = (labelled: Labelled, language: Language = "en") => {
  const group = storedTexts(labelled, language);
  const line = `${dateLine(group, language)}, ${timeLine(group, language)}`;
  return group.dateRange && group.schedule ? `${line} (${sessionDatesText(group.schedule, language)})` : line;
};

const dateLine = (group: Labelled, language: Language) =>
  group.dateRange || (group.schedule ? sessionDatesText(group.schedule, language) : "");
const timeLine = (group: Labelled, language: Language) =>
  group.timeText || (group.schedule ? groupTimeText(group.schedule, language) : "");

/** The groups as radio cards with their dates, time and live 'N spots left'; a full group cannot be chosen. */
export function GroupPicker({
  groups,
  selected,
  onSelect,
  legend,
}: {
  groups: GroupChoice[];
  selected: string | null;
  onSelect: (group: GroupChoice) => void;
  legend: string;
}) {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-3 text-lg font-bold">{legend}</legend>
      {groups.map((shown) => {
        const group = { ...shown, ...storedTexts(shown, language) };
        const full = group.spotsLeft <= 0;
        const checked = selected === group.id;
        return (
          <label
            key={group.id}
            className={cn(
              "flex cursor-pointer flex-wrap items-center gap-3 rounded-xl border-2 bg-white p-4 transition-colors",
              checked ? "border-primary bg-primary-soft" : "border-border hover:border-primary/50",
              full && "cursor-not-allowed opacity-60 hover:border-border",
            )}
          >
            <input
              type="radio"
              name="schedule"
              value={group.id}
              checked={checked}
              disabled={full}
              onChange={() => onSelect(shown)}
              className="size-4 accent-[var(--color-primary)]"
            />
            <CalendarDays aria-hidden="true" className="hidden size-5 shrink-0 text-primary sm:block" />
            <span className="min-w-36 flex-1">
              <span className="block font-semibold">{dateLine(group, language)}</span>
              <span className="block text-sm text-muted-foreground">{timeLine(group, language)}</span>
              {group.schedule && (
                <span className="block text-sm text-muted-foreground">
                  {group.dateRange && (
                    <span className="block">{sessionDatesText(group.schedule, language)}</span>
                  )}
                  <VisitorTime schedule={group.schedule} />
                </span>
              )}
            </span>
            <span
              className={cn(
                "shrink-0 rounded-full px-3 py-1 text-xs font-semibold",
                full ? "bg-muted text-muted-foreground" : "bg-green-100 text-green-900",
              )}
            >
              {full ? m.workshops_full({}, locale) : spotsLeftText(group.spotsLeft, language)}
            </span>
          </label>
        );
      })}
      <VisitorClockScript />
    </fieldset>
  );
}
