import { Form, useNavigation } from "react-router";
import { useSite } from "#app/root.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { paths } from "#shared/paths.ts";
import {
  describeRefund,
  refundSectionTexts,
  REQUEST_REASON_MAX,
  type RefundPolicy,
} from "#shared/refund-policy.ts";
import { BookingSection } from "./booking-section.tsx";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

export const CANCEL_INTENT = "cancel";
export const REQUEST_REFUND_INTENT = "request-refund";
export const WITHDRAW_INTENT = "withdraw";

/** What the section is built from: the policy applied to the booking now, and the group's zone for its dates. */
export type RefundSectionView = { policy: RefundPolicy; timeZone: string | null };

/**
 * "Cancel / ask for a refund" on the booking page (docs/product/after-sale-and-refunds.md#cancelling-a-booking
 * and #refund-requests): what the family gets back and why, before anything is confirmed; then the
 * cancellation (behind a confirming step that needs no script) or the guarantee request. Plain form
 * posts; the server applies the policy again under its lock, so a late or repeated post changes nothing.
 */
export function CancelSection({
  refund,
  token,
  fullPrice,
}: {
  refund: RefundSectionView;
  token: string;
  /** What the booking paid: the guarantee gives it back in full. */
  fullPrice: number;
}) {
  const { contactEmail } = useSite();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === paths.bookingPage(token);
  const language = useLanguage();
  const lp = useLocalisedPath();
  const texts = refundSectionTexts(language);
  const { policy } = refund;
  const { getBack, why } = describeRefund(policy, { timeZone: refund.timeZone, contactEmail }, language);
  return (
    <BookingSection
      id="cancel-refund"
      title={policy.kind === "cancelled" ? texts.titleCancelled : texts.title}
    >
      {getBack ? (
        <p className="text-base font-semibold" data-testid="refund-amount">
          {getBack}
        </p>
      ) : null}
      <p data-testid="refund-why">{why}</p>
      {policy.kind === "cancel" || policy.kind === "withdraw" ? (
        <details className="group rounded-xl border border-border p-3 open:bg-muted/40">
          <summary
            className={buttonVariants({
              variant: "outline",
              className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            })}
          >
            {policy.kind === "withdraw" ? texts.withdrawOpen : texts.cancelOpen}
          </summary>
          <Form method="post" action={lp(paths.bookingPage(token))} className="mt-3 flex flex-col gap-3">
            <input
              type="hidden"
              name="intent"
              value={policy.kind === "withdraw" ? WITHDRAW_INTENT : CANCEL_INTENT}
            />
            <p>
              {policy.kind === "withdraw" ? texts.withdrawQuestion : texts.cancelQuestion}{" "}
              <strong>{getBack}</strong>
            </p>
            <Button type="submit" variant="destructive" className="self-start" disabled={busy}>
              {policy.kind === "withdraw" ? texts.withdrawConfirm : texts.cancelConfirm}
            </Button>
          </Form>
        </details>
      ) : null}
      {policy.kind === "guarantee" || (policy.kind === "withdraw" && policy.guaranteeUntil) ? (
        <Form method="post" action={lp(paths.bookingPage(token))} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value={REQUEST_REFUND_INTENT} />
          <label htmlFor="refund-reason" className="font-medium">
            {texts.reasonLabel}
          </label>
          <Textarea id="refund-reason" name="reason" maxLength={REQUEST_REASON_MAX} rows={4} />
          <Button type="submit" className="self-start whitespace-normal" disabled={busy}>
            {texts.requestSubmit(policy.kind === "withdraw" ? fullPrice : policy.amount)}
          </Button>
        </Form>
      ) : null}
    </BookingSection>
  );
}
