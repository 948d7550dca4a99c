import { Form } from "react-router";
import { GroupTime } from "#app/components/group-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { bookingPageTexts, type BookingPageView } from "#shared/booking-page.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { spotsLeftText } from "#shared/plural.ts";
import { BookingSection } from "./booking-section.tsx";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

export const SWITCH_INTENT = "switch-group";

/**
 * Move to another group of the same workshop (docs/product/after-sale-and-refunds.md#booking-page): the
 * open groups that have not started, full ones shown but not selectable. A plain form post, so it works
 * before (or without) the page's script; the server checks everything again under its locks.
 */
export function SwitchGroupSection({ booking, token }: { booking: BookingPageView; token: string }) {
  const { switching } = booking;
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  // A cancelled booking has nothing to move; the section would only repeat its status.
  if (!switching.ok && switching.reason === "cancelled") return null;
  // One group to choose from is the choice: it comes ticked, so the button works at once.
  const open = switching.ok ? switching.groups.filter((group) => group.free > 0) : [];
  const only = open.length === 1 ? open[0]!.id : null;
  return (
    <BookingSection id="switch-group" title={m.booking_page_switch_title({}, locale)}>
      {!switching.ok ? (
        <p>{bookingPageTexts(language).switch[switching.reason]}</p>
      ) : switching.groups.length === 0 ? (
        <p>{m.booking_page_switch_none({}, locale)}</p>
      ) : (
        <Form method="post" action={lp(paths.bookingPage(token))} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={SWITCH_INTENT} />
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2">{m.booking_page_switch_legend({}, locale)}</legend>
            {switching.groups.map((group) => {
              const full = group.free <= 0;
              const id = `group-${group.id}`;
              return (
                <div
                  key={group.id}
                  className="flex items-start gap-3 rounded-xl border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    id={id}
                    name="groupId"
                    value={group.id}
                    disabled={full}
                    defaultChecked={group.id === only}
                    required
                    aria-describedby={`${id}-seats`}
                    className="mt-1 size-4 accent-primary"
                  />
                  <label htmlFor={id} className={full ? "text-muted-foreground" : undefined}>
                    <span className="block font-medium">
                      <GroupTime schedule={group.schedule} />
                    </span>
                    <span className="block">{sessionDatesText(group.schedule, language)}</span>
                    <span id={`${id}-seats`} className="block text-muted-foreground">
                      {full
                        ? m.booking_page_switch_group_full({}, locale)
                        : spotsLeftText(group.free, language)}
                    </span>
                  </label>
                </div>
              );
            })}
          </fieldset>
          <Button type="submit" className="self-start">
            {m.booking_page_switch_submit({}, locale)}
          </Button>
        </Form>
      )}
    </BookingSection>
  );
}
