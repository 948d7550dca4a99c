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
      <ConsentCheckbox
        id={`${id}-terms`}
        name="acceptTerms"
        checked={props.value.termsAccepted}
        disabled={props.disabled}
        error={termsError}
        onChange={(checked) => props.onChange({ ...props.value, termsAccepted: checked })}
      >
        {text.termsBefore}
        {/* The terms open beside the checkout, so nothing typed is lost. */}
        <a
          href={legalPaths(language).terms}
          target="_blank"
          rel="noopener"
          className="font-semibold text-primary underline underline-offset-2"
        >
          {text.termsLink}
        </a>
      </ConsentCheckbox>
      {needsExpress && (
        <ConsentCheckbox
          id={`${id}-express`}
          name="expressRequest"
          checked={props.value.expressRequest}
          disabled={props.disabled}
          error={expressError}
          onChange={(checked) => props.onChange({ ...props.value, expressRequest: checked })}
        >
          {text.expressRequest}
        </ConsentCheckbox>
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

/** One required checkbox with its label and its message, tied together for screen readers. */
function ConsentCheckbox(props: {
  id: string;
  name: string;
  checked: boolean;
  disabled?: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          id={props.id}
          type="checkbox"
          name={props.name}
          required
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={props.checked}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${props.id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <label htmlFor={props.id} className="text-sm leading-snug">
          {props.children}
        </label>
      </div>
      <FieldError id={`${props.id}-error`} message={props.error} />
    </>
  );
}
