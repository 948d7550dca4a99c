import { bookingPageTexts } from "#shared/booking-page.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { switchGroup } from "./switch-group.server.ts";
import { refundFromClosureChoice } from "#server/refunds/closure-refund.server.ts";
import type { Services } from "#server/services.server.ts";

/**
 * A family's one click after the academy closed its group (docs/product/groups.md#groups-too-small-to-run),
 * answered in the page's language. The move is the booking page's own change of group (which
 * closes the choice); the refund is the full refund of the one policy. A second click of the same
 * button is answered as done: it changed nothing the first had not.
 */
export async function closureAction(
  services: Pick<Services, "db" | "config" | "mail" | "logger" | "payments">,
  token: string,
  intent: "closure-move" | "closure-refund",
  groupId: FormDataEntryValue | null,
  language: Language,
): Promise<{ ok: boolean; message: string; status: 200 | 400 | 404 | 409 }> {
  const locale = { locale: language };
  const texts = bookingPageTexts(language);
  if (intent === "closure-move") {
    if (typeof groupId !== "string" || groupId === "")
      return { ok: false, message: texts.chooseGroup, status: 400 };
    const outcome = await switchGroup(services.db, services.config, token, groupId);
    if (outcome.ok) {
      services.mail.wake();
      return { ok: true, message: texts.switched, status: 200 };
    }
    if (outcome.reason === "not_found") return { ok: false, message: "", status: 404 };
    if (outcome.reason === "same_group") return { ok: true, message: texts.switched, status: 200 };
    return { ok: false, message: texts.switch[outcome.reason], status: 409 };
  }
  const outcome = await refundFromClosureChoice(services, token);
  if (outcome === "not-found") return { ok: false, message: "", status: 404 };
  if (outcome === "not-allowed" || outcome === "no-choice")
    return {
      ok: false,
      message: m.booking_page_closed_refund_not_allowed(
        { contactEmail: services.config.contactEmail },
        locale,
      ),
      status: 409,
    };
  return { ok: true, message: m.booking_page_closed_refunded({}, locale), status: 200 };
}
