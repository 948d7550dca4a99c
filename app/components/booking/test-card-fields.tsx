import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { TEST_CARDS } from "#shared/test-cards.ts";

export type TestCard = { number: string; expiry: string; cvc: string };
export type TestCardErrors = Partial<Record<keyof TestCard, string>>;

/** The test provider's in-page card form (no real card is ever charged). */
export function TestCardFields(props: {
  card: TestCard;
  errors: TestCardErrors;
  disabled: boolean;
  onChange: (card: TestCard) => void;
}) {
  const { card, errors } = props;
  const locale = { locale: useLanguage() };
  const input = (name: keyof TestCard, label: string, extra: React.ComponentProps<typeof Input>) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`card-${name}`}>{label}</Label>
      <Input
        id={`card-${name}`}
        name={`card-${name}`}
        value={card[name]}
        disabled={props.disabled}
        onChange={(event) => props.onChange({ ...card, [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `card-${name}-error` : undefined}
        {...extra}
      />
      <FieldError id={`card-${name}-error`} message={errors[name]} />
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      {input("number", m.booking_card_number({}, locale), {
        inputMode: "numeric",
        autoComplete: "cc-number",
        placeholder: "1234 1234 1234 1234",
      })}
      <div className="grid grid-cols-2 gap-4">
        {input("expiry", m.booking_card_expiry({}, locale), {
          inputMode: "numeric",
          autoComplete: "cc-exp",
          placeholder: m.booking_card_expiry_placeholder({}, locale),
        })}
        {input("cvc", m.booking_card_cvc({}, locale), {
          inputMode: "numeric",
          autoComplete: "cc-csc",
          placeholder: "123",
        })}
      </div>
      <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
        {m.booking_card_test_mode({ paid: TEST_CARDS.paid, declined: TEST_CARDS.declined }, locale)}
      </p>
    </div>
  );
}
