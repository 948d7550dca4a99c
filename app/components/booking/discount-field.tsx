import type { FieldMetadata } from "@conform-to/react";
import { BadgeCheck } from "lucide-react";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { callApi } from "#app/lib/call-api.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { discountReply, type DiscountReply as DiscountAnswer } from "#shared/api-replies.ts";

export type DiscountState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "applied"; answer: Extract<DiscountAnswer, { ok: true }> }
  | { status: "refused"; error: string };

/**
 * The browser asks the server (POST /api/workshops/{id}/discount, checkDiscount there) what a
 * code takes off this workshop (it alone knows the rules and the price); when it cannot answer,
 * the refusal is in the page's language.
 */
export async function requestDiscountPreview(
  workshopId: string,
  code: string,
  language: Language,
  /** The order's teens: the code applies to the whole order's price. */
  teens = 1,
): Promise<DiscountAnswer> {
  const outcome = await callApi(paths.discountApi(workshopId), {
    // The refusal comes back in the page's language.
    json: { code, ...(teens > 1 && { teens }), ...(language !== "en" && { language }) },
    schema: discountReply,
  });
  return outcome.kind === "reply"
    ? outcome.reply
    : { ok: false, reason: "error", error: m.something_went_wrong({}, { locale: language }) };
}

export function DiscountField(props: {
  meta: FieldMetadata<unknown>;
  state: DiscountState;
  /** The code changed: an applied or refused answer no longer holds. */
  onChange: () => void;
  onApply: () => void;
  canApply: boolean;
}) {
  const { state, meta } = props;
  const language = useLanguage();
  const locale = { locale: language };
  const error = state.status === "refused" ? state.error : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Field meta={meta} label={m.booking_discount_code_label({}, locale)} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              // A neutral example: a real code here would be handed to every parent.
              placeholder={m.booking_discount_placeholder({}, locale)}
              onChange={props.onChange}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  props.onApply();
                }
              }}
              aria-describedby={
                control["aria-describedby"] ?? (state.status === "applied" ? `${meta.id}-ok` : undefined)
              }
            />
            <Button
              type="button"
              variant="outline"
              onClick={props.onApply}
              disabled={state.status === "checking" || !props.canApply}
            >
              {state.status === "checking"
                ? m.booking_discount_checking({}, locale)
                : m.booking_discount_apply({}, locale)}
            </Button>
          </div>
        )}
      </Field>
      {state.status === "applied" && (
        <p
          id={`${meta.id}-ok`}
          role="status"
          className="flex items-center gap-2 text-sm font-medium text-green-800"
        >
          <BadgeCheck aria-hidden="true" className="size-4" />
          {m.booking_discount_applied(
            {
              code: state.answer.code,
              discount: formatPrice(state.answer.discountAmount, language),
              total: formatPrice(state.answer.finalAmount, language),
            },
            locale,
          )}
        </p>
      )}
    </div>
  );
}
