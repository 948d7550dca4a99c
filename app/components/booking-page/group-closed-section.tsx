import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { momentText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { formatPrice } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { BookingSection } from "./booking-section.tsx";

export const CLOSURE_MOVE_INTENT = "closure-move";
export const CLOSURE_REFUND_INTENT = "closure-refund";

/** What the page offers a family whose group the academy closed (server/groups/closure-offers.server.ts). */
type ClosureChoices = { deadline: string; timeZone: string; groups: { id: string; label: string }[] };

/**
 * The academy closed the family's group (docs/product/groups.md#groups-too-small-to-run): one button
 * per open group of the workshop with a seat free, and one for the full refund, each one click (a
 * plain form post; the server makes a second click change nothing).
 */
export function GroupClosedSection(props: { choices: ClosureChoices; token: string; amountPaid: number }) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const { choices } = props;
  const action = lp(paths.bookingPage(props.token));
  const deadline = momentText(new Date(choices.deadline), choices.timeZone, language);
  return (
    <BookingSection id="group-closed" title={m.booking_page_closed_title({}, locale)}>
      <p>
        {choices.groups.length > 0
          ? m.booking_page_closed_intro({ deadline }, locale)
          : m.booking_page_closed_intro_refund_only({ deadline }, locale)}
      </p>
      {choices.groups.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {choices.groups.map((group) => (
            <li key={group.id}>
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value={CLOSURE_MOVE_INTENT} />
                <input type="hidden" name="groupId" value={group.id} />
                <Button
                  type="submit"
                  variant="outline"
                  className="h-auto w-full whitespace-normal py-2 text-left sm:w-auto"
                >
                  {m.booking_page_closed_move({ group: group.label }, locale)}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{m.booking_page_closed_no_group({}, locale)}</p>
      )}
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value={CLOSURE_REFUND_INTENT} />
        <Button type="submit" className="h-auto w-full whitespace-normal py-2 sm:w-auto">
          {props.amountPaid > 0
            ? m.booking_page_closed_refund({ amount: formatPrice(props.amountPaid, language) }, locale)
            : m.booking_page_closed_cancel_free({}, locale)}
        </Button>
      </Form>
    </BookingSection>
  );
}
