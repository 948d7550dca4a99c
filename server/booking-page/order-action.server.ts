import { bookingPageTexts } from "#shared/booking-page.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { familyRefundAnswerText } from "#shared/refund-policy.ts";
import type { Services } from "#server/services.server.ts";
import { cancelWholeOrder, switchWholeOrder } from "./order-actions.server.ts";

/**
 * The booking page's "all teens of this order" posts (app/components/booking-page/order-actions-section.tsx):
 * cancel, withdraw or switch group for every teen of the order; the answer's status and text in the
 * page's language (404: no such booking).
 */
export async function orderAction(
  services: Pick<Services, "db" | "config" | "mail" | "logger" | "payments">,
  token: string,
  intent: "cancel-order" | "withdraw-order" | "switch-order",
  groupId: FormDataEntryValue | null,
  language: Language,
): Promise<{ status: number; message: string }> {
  const locale = { locale: language };
  const texts = bookingPageTexts(language);
  if (intent === "switch-order") {
    if (typeof groupId !== "string" || groupId === "") return { status: 400, message: texts.chooseGroup };
    const outcome = await switchWholeOrder(services.db, services.config, token, groupId);
    if (!outcome.ok)
      return { status: outcome.reason === "not_found" ? 404 : 409, message: texts.switch[outcome.reason] };
    services.mail.wake();
    return { status: 200, message: m.booking_page_order_switched_all({ count: outcome.moved ?? 1 }, locale) };
  }
  const contact = services.config.contactEmail;
  const outcome = await cancelWholeOrder(
    services,
    token,
    new Date(),
    intent === "withdraw-order" ? "withdrawal" : undefined,
  ).catch((error: unknown) => {
    services.logger.error({ err: error }, "A family's cancellation of a whole order failed");
    return null;
  });
  if (!outcome) return { status: 500, message: familyRefundAnswerText("failed", contact, language) };
  if (!outcome.ok)
    return {
      status: outcome.refusal === "not-found" ? 404 : 409,
      message: familyRefundAnswerText(outcome.refusal, contact, language),
    };
  const { cancelled: count, withdrawn } = outcome.value;
  return {
    status: 200,
    message: withdrawn
      ? m.booking_page_order_withdrawn_all({ count }, locale)
      : m.booking_page_order_cancelled_all({ count }, locale),
  };
}
