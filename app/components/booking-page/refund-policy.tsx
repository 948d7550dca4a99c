import { useLanguage } from "#app/lib/use-language.ts";
import { withColon } from "#shared/label-with-colon.ts";
import { refundPolicyTexts } from "#shared/refund-policy.ts";
import { BookingSection } from "./booking-section.tsx";

/** The one refund policy, in the wording of docs/product/after-sale-and-refunds.md#refund-policy. */
export function RefundPolicy() {
  const language = useLanguage();
  const policy = refundPolicyTexts(language);
  // The colon as the language writes it (French: a no-break space before it).
  const colon = withColon("", language);
  return (
    <BookingSection id="refund-policy" title={policy.heading}>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {policy.rules.map((rule) => (
          <li key={rule.label}>
            <strong>{rule.label}</strong>
            {colon} {rule.text}
          </li>
        ))}
      </ul>
    </BookingSection>
  );
}
