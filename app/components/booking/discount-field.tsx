import { BadgeCheck } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { formatEuros } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { callApi } from "#app/lib/call-api.ts";
import { discountReply, type DiscountReply as DiscountAnswer } from "#shared/api-replies.ts";

export type DiscountState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "applied"; answer: Extract<DiscountAnswer, { ok: true }> }
  | { status: "refused"; error: string };

/** Asks the server what a code takes off this workshop (it alone knows the rules and the price). */
export async function checkDiscount(workshopId: string, code: string): Promise<DiscountAnswer> {
  const outcome = await callApi(paths.discountApi(workshopId), { json: { code }, schema: discountReply });
  return outcome.kind === "reply"
    ? outcome.reply
    : { ok: false, reason: "error", error: "Something went wrong. Please try again." };
}

export function DiscountField(props: {
  value: string;
  state: DiscountState;
  onChange: (value: string) => void;
  onApply: () => void;
}) {
  const { state } = props;
  const error = state.status === "refused" ? state.error : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="discountCode">Discount code</Label>
      <div className="flex gap-2">
        <Input
          id="discountCode"
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="e.g. TEEN20"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              props.onApply();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? "discountCode-error" : state.status === "applied" ? "discountCode-ok" : undefined
          }
        />
        <Button
          type="button"
          variant="outline"
          onClick={props.onApply}
          disabled={state.status === "checking" || props.value.trim() === ""}
        >
          {state.status === "checking" ? "Checking..." : "Apply"}
        </Button>
      </div>
      <FieldError id="discountCode-error" message={error} />
      {state.status === "applied" && (
        <p
          id="discountCode-ok"
          role="status"
          className="flex items-center gap-2 text-sm font-medium text-green-800"
        >
          <BadgeCheck aria-hidden="true" className="size-4" />
          Code {state.answer.code} applied: {formatEuros(state.answer.discountAmount)} off. New total{" "}
          {formatEuros(state.answer.finalAmount)}.
        </p>
      )}
    </div>
  );
}
