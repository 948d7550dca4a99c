import { useId } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import {
  consentTexts,
  expressRequestNeeded,
  startsWithinNotice,
  type CheckoutConsent,
  type ConsentRefusal,
} from "#shared/checkout-consent.ts";
import { legalPaths } from "#shared/legal-texts.ts";
import { startsSoonText } from "#shared/refund-policy.ts";

/**
 * The checkboxes where a family pays (docs/product/legal.md#terms-of-sale): the terms of sale,
 * always; the express request when the first session falls within the withdrawal period; and,
 * when the group starts within the cancellation notice, what the family keeps before it pays.
 */
export function CheckoutConsentFields(props: {
  firstSession: Date | null;
  timeZone: string | null;
  value: CheckoutConsent;
  onChange: (value: CheckoutConsent) => void;
  /** The refusal to show (after an attempt to pay without ticking). */
  error?: ConsentRefusal | null;
  disabled?: boolean;
  /** Ask for the express request even without a known first session (the server asked for it). */
  askExpress?: boolean;
  now?: Date;
}) {
  const language = useLanguage();
  const text = consentTexts(language);
  const id = useId();
  const now = props.now ?? new Date();
  const needsExpress = props.askExpress || expressRequestNeeded(props.firstSession, now);
  const soon = props.firstSession && startsWithinNotice(props.firstSession, now);
  const termsError = props.error === "terms_not_accepted" ? text.refusals.terms_not_accepted : undefined;
  const expressError =
    props.error === "express_request_needed" ? text.refusals.express_request_needed : undefined;
  return (
    <div className="flex flex-col gap-3">
      {soon && props.firstSession && (
        <Alert variant="info">{startsSoonText(props.firstSession, props.timeZone ?? "UTC", language)}</Alert>
      )}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-terms`}
          type="checkbox"
          name="acceptTerms"
          required
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={props.value.termsAccepted}
          disabled={props.disabled}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? `${id}-terms-error` : undefined}
          onChange={(event) => props.onChange({ ...props.value, termsAccepted: event.target.checked })}
        />
        {/* The terms open beside the checkout, so nothing typed is lost. */}
        <label htmlFor={`${id}-terms`} className="text-sm leading-snug">
          {text.termsBefore}
          <a
            href={legalPaths(language).terms}
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary underline underline-offset-2"
          >
            {text.termsLink}
          </a>
        </label>
      </div>
      <FieldError id={`${id}-terms-error`} message={termsError} />
      {needsExpress && (
        <>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-express`}
              type="checkbox"
              name="expressRequest"
              required
              className="mt-0.5 size-5 shrink-0 accent-primary"
              checked={props.value.expressRequest}
              disabled={props.disabled}
              aria-invalid={expressError ? true : undefined}
              aria-describedby={expressError ? `${id}-express-error` : undefined}
              onChange={(event) => props.onChange({ ...props.value, expressRequest: event.target.checked })}
            />
            <label htmlFor={`${id}-express`} className="text-sm leading-snug">
              {text.expressRequest}
            </label>
          </div>
          <FieldError id={`${id}-express-error`} message={expressError} />
        </>
      )}
    </div>
  );
}

/** What is missing before paying, checked in the browser before the server checks it again. */
export function missingConsent(
  value: CheckoutConsent,
  firstSession: Date | null,
  now = new Date(),
): ConsentRefusal | null {
  if (!value.termsAccepted) return "terms_not_accepted";
  if (expressRequestNeeded(firstSession, now) && !value.expressRequest) return "express_request_needed";
  return null;
}
