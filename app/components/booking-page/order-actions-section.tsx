import { Form, useNavigation } from "react-router";
import { GroupTime } from "#app/components/group-time.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { cn } from "#app/lib/utils.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import type { BookingPageView } from "#shared/booking-page.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { spotsLeftText } from "#shared/plural.ts";
import type { RefundPolicy } from "#shared/refund-policy.ts";
import { BookingSection } from "./booking-section.tsx";

export const CANCEL_ORDER_INTENT = "cancel-order";
export const WITHDRAW_ORDER_INTENT = "withdraw-order";
export const SWITCH_ORDER_INTENT = "switch-order";

/** The teens of the order still booked: this one (when confirmed) and its brothers and sisters not cancelled. */
export function activeOrderTeens(booking: BookingPageView) {
  return (
    (booking.status === "confirmed" ? 1 : 0) + booking.orderTeens.filter((teen) => !teen.cancelled).length
  );
}

/** Whether the page offers the actions for all the order's teens at once (this booking confirmed, another still booked). */
export function offersOrderActions(booking: BookingPageView) {
  return booking.status === "confirmed" && activeOrderTeens(booking) >= 2;
}

/**
 * "All teens of this order" on the booking page of one teen of an order of several: cancel (or
 * withdraw) every teen at once, or move them all to another group, all or none. Plain form posts,
 * as the page's other actions; the server judges each teen by the one policy again under its locks.
 */
export function OrderActionsSection({
  booking,
  token,
  policy,
}: {
  booking: BookingPageView;
  token: string;
  /** The policy applied to this teen's booking now (each teen of the order is judged again on the server). */
  policy: RefundPolicy;
}) {
  const language = useLanguage();
  const locale = { locale: language };
  const lp = useLocalisedPath();
  const navigation = useNavigation();
  const action = lp(paths.bookingPage(token));
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const count = activeOrderTeens(booking);
  if (!offersOrderActions(booking)) return null;
  const canCancel = policy.kind === "cancel" || policy.kind === "withdraw";
  const withdraw = policy.kind === "withdraw";
  const groups = booking.switching.ok ? booking.switching.groups : [];
  return (
    <BookingSection id="order-actions" title={m.booking_page_order_all_title({}, locale)}>
      <p>{m.booking_page_order_all_text({ count }, locale)}</p>
      {canCancel && (
        <details className="group rounded-xl border border-border p-3 open:bg-muted/40">
          <summary
            // cn, not cva's className: the height and wrapping must replace the button's own.
            className={cn(
              buttonVariants({ variant: "outline" }),
              "h-auto min-h-11 max-w-full cursor-pointer list-none whitespace-normal py-2 text-center [&::-webkit-details-marker]:hidden",
            )}
          >
            {withdraw
              ? m.booking_page_order_withdraw_all({}, locale)
              : m.booking_page_order_cancel_all({}, locale)}
          </summary>
          <Form method="post" action={action} className="mt-3 flex flex-col gap-3">
            <input
              type="hidden"
              name="intent"
              value={withdraw ? WITHDRAW_ORDER_INTENT : CANCEL_ORDER_INTENT}
            />
            <p>
              {withdraw
                ? m.booking_page_order_withdraw_all_question({ count }, locale)
                : m.booking_page_order_cancel_all_question({ count }, locale)}
            </p>
            <Button
              type="submit"
              variant="destructive"
              className="self-start whitespace-normal"
              disabled={busy}
            >
              {withdraw
                ? m.booking_page_order_withdraw_all_confirm({ count }, locale)
                : m.booking_page_order_cancel_all_confirm({ count }, locale)}
            </Button>
          </Form>
        </details>
      )}
      {groups.length > 0 && (
        <Form method="post" action={action} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={SWITCH_ORDER_INTENT} />
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2">{m.booking_page_order_switch_all_legend({ count }, locale)}</legend>
            {groups.map((group) => {
              const tooFew = group.free < count;
              const id = `order-group-${group.id}`;
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
                    disabled={tooFew}
                    required
                    aria-describedby={`${id}-seats`}
                    className="mt-1 size-4 accent-primary"
                  />
                  <label htmlFor={id} className={tooFew ? "text-muted-foreground" : undefined}>
                    <span className="block font-medium">
                      <GroupTime schedule={group.schedule} />
                    </span>
                    <span className="block">{sessionDatesText(group.schedule, language)}</span>
                    <span id={`${id}-seats`} className="block text-muted-foreground">
                      {group.free <= 0
                        ? m.booking_page_switch_group_full({}, locale)
                        : tooFew
                          ? `${spotsLeftText(group.free, language)} (${m.booking_page_order_switch_all_too_few({}, locale)})`
                          : spotsLeftText(group.free, language)}
                    </span>
                  </label>
                </div>
              );
            })}
          </fieldset>
          <Button
            type="submit"
            className="self-start whitespace-normal"
            disabled={busy || groups.every((group) => group.free < count)}
          >
            {m.booking_page_order_switch_all_submit({}, locale)}
          </Button>
        </Form>
      )}
    </BookingSection>
  );
}
