import { data, Link, useSearchParams } from "react-router";
import { paths } from "#shared/paths.ts";
import { ActionMessage } from "#app/components/booking-page/action-message.tsx";
import { BookingSummary } from "#app/components/booking-page/booking-summary.tsx";
import { GroupMessages } from "#app/components/booking-page/group-messages.tsx";
import {
  CANCEL_INTENT,
  CancelSection,
  REQUEST_REFUND_INTENT,
  WITHDRAW_INTENT,
} from "#app/components/booking-page/cancel-section.tsx";
import { CertificateSection } from "#app/components/booking-page/certificate-section.tsx";
import { RefundPolicy } from "#app/components/booking-page/refund-policy.tsx";
import {
  CLOSURE_MOVE_INTENT,
  CLOSURE_REFUND_INTENT,
  GroupClosedSection,
} from "#app/components/booking-page/group-closed-section.tsx";
import { closureAction } from "#server/booking-page/closure-choice-action.server.ts";
import { closureChoicesByToken } from "#server/groups/closure-offers.server.ts";
import {
  CANCEL_ORDER_INTENT,
  offersOrderActions,
  OrderActionsSection,
  SWITCH_ORDER_INTENT,
  WITHDRAW_ORDER_INTENT,
} from "#app/components/booking-page/order-actions-section.tsx";
import { orderAction } from "#server/booking-page/order-action.server.ts";
import { SWITCH_INTENT, SwitchGroupSection } from "#app/components/booking-page/switch-group-section.tsx";
import {
  CONFIRM_ERASE_PARAM,
  ERASE_INTENT,
  YourDataSection,
} from "#app/components/booking-page/your-data-section.tsx";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import { useSite } from "#app/root.tsx";
import { notFoundMeta, pageTitle, languageLinks } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { bookingPageTexts } from "#shared/booking-page.ts";
import { m } from "#shared/i18n/messages.ts";
import { elideFrench } from "#shared/french-elision.ts";
import { pageLanguage } from "#shared/language.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { loadBookingPage } from "#server/booking-page/booking-page.server.ts";
import { eraseFromBookingPage } from "#server/booking-page/parent-erasure.server.ts";
import { switchGroup } from "#server/booking-page/switch-group.server.ts";
import { certificateOf } from "#server/certificates/certificate.server.ts";
import { familyRefundPolicy } from "#server/refunds/booking-policy.server.ts";
import { bookingDocuments } from "#server/invoices/find-invoices.server.ts";
import { bookingCalendarLinks } from "#server/delivery/group-emails.server.ts";
import { cancelByFamily, requestGuarantee } from "#server/refunds/family-refunds.server.ts";
import { familyRefundAnswerText, type FamilyRefundAnswer } from "#shared/refund-policy.ts";
import type { Route } from "./+types/booking-page";

// The URL is the booking's secret: out of shared caches, other sites' referrers and search engines.
const SECRET_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export function headers() {
  return SECRET_PAGE_HEADERS;
}

export function meta({ matches, data: loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches, pageLanguage(location.pathname));
  const locale = { locale: pageLanguage(location.pathname) };
  return [
    {
      title: pageTitle(
        matches,
        m.booking_page_meta_title({ reference: loaderData.booking.reference }, locale),
      ),
    },
    { name: "robots", content: "noindex, nofollow" },
    ...languageLinks(matches, location.pathname),
    // The header's no-referrer would also blank the Origin of the page's own form posts ("null"), which the
    // same-origin checks refuse, so a family without JavaScript could not switch or erase. Within the page,
    // same-origin: the site's own requests keep their origin, other sites still get no referrer at all.
    { name: "referrer", content: "same-origin" },
  ];
}

/** GET /bookings/{token}: the booking's own page (docs/product/after-sale-and-refunds.md#booking-page). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const booking = await loadBookingPage(context.services.db, params.token);
  const refund = await familyRefundPolicy(context.services.db, params.token, new Date());
  if (!booking || !refund) throw data(null, { status: 404, headers: SECRET_PAGE_HEADERS });
  const timeZone = refund.booking.schedule?.timeZone ?? null;
  const documents = await bookingDocuments(context.services.db, refund.booking.id);
  const closure = await closureChoicesByToken(
    context.services.db,
    params.token,
    pageLanguage(new URL(request.url).pathname),
    new Date(),
  );
  const certificate = await certificateOf(context.services.db, params.token, new Date());
  // A group the academy closed will not run: no calendar of its sessions while the family chooses.
  const calendarLinks =
    booking.status === "confirmed" && booking.group && !closure
      ? bookingCalendarLinks(context.services.config, {
          workshopTitle: booking.workshopTitle,
          receiptToken: params.token,
          roomUrl: booking.joinPath ? `${context.services.config.publicUrl}${booking.joinPath}` : null,
          schedule: booking.group.schedule,
          language: pageLanguage(new URL(request.url).pathname),
        })
      : null;
  return {
    booking,
    token: params.token,
    refund: { policy: refund.policy, timeZone },
    documents,
    calendarLinks,
    closure,
    certificate: certificate
      ? {
          teenFirstName: certificate.teenFirstName,
          attended: certificate.attended,
          sessionCount: certificate.sessionCount,
        }
      : null,
  };
}

/** The family's actions from the page: plain form posts from the site's own pages, with or without JavaScript. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, config, mail } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw data(null, { status: 403 });
  const form = await request.formData();
  const language = pageLanguage(new URL(request.url).pathname);
  const texts = bookingPageTexts(language);
  const intent = form.get("intent");
  if (intent === CLOSURE_MOVE_INTENT || intent === CLOSURE_REFUND_INTENT) {
    const answer = await closureAction(context.services, params.token, intent, form.get("groupId"), language);
    if (answer.status === 404) throw data(null, { status: 404 });
    return data({ ok: answer.ok, message: answer.message }, { status: answer.status });
  }
  if (intent === CANCEL_ORDER_INTENT || intent === WITHDRAW_ORDER_INTENT || intent === SWITCH_ORDER_INTENT) {
    const answer = await orderAction(context.services, params.token, intent, form.get("groupId"), language);
    if (answer.status === 404) throw data(null, { status: 404 });
    return data({ ok: answer.status === 200, message: answer.message }, { status: answer.status });
  }
  if (intent === SWITCH_INTENT) {
    const groupId = form.get("groupId");
    if (typeof groupId !== "string" || groupId === "")
      return data({ ok: false, message: texts.chooseGroup }, { status: 400 });
    const outcome = await switchGroup(db, config, params.token, groupId);
    if (!outcome.ok && outcome.reason === "not_found") throw data(null, { status: 404 });
    if (!outcome.ok) return data({ ok: false, message: texts.switch[outcome.reason] }, { status: 409 });
    mail.wake();
    return { ok: true, message: texts.switched };
  }
  if (intent === CANCEL_INTENT || intent === REQUEST_REFUND_INTENT || intent === WITHDRAW_INTENT) {
    const answer = (key: FamilyRefundAnswer, status = 200) =>
      data(
        { ok: status === 200, message: familyRefundAnswerText(key, config.contactEmail, language) },
        { status },
      );
    const reason = form.get("reason");
    const now = new Date();
    const outcome = await (
      intent === CANCEL_INTENT
        ? cancelByFamily(context.services, params.token, now)
        : intent === WITHDRAW_INTENT
          ? cancelByFamily(context.services, params.token, now, "withdrawal")
          : requestGuarantee(
              context.services,
              params.token,
              typeof reason === "string" ? reason : "",
              now,
              language,
            )
    ).catch((error: unknown) => {
      context.services.logger.error({ err: error }, "A family's cancel or refund request failed");
      return null;
    });
    if (!outcome) return answer("failed", 500);
    if (!outcome.ok && outcome.refusal === "not-found") throw data(null, { status: 404 });
    if (!outcome.ok) return answer(outcome.refusal, outcome.refusal === "reason-too-long" ? 400 : 409);
    return answer(
      "withdrawn" in outcome.value && outcome.value.withdrawn
        ? "withdrawn"
        : intent === REQUEST_REFUND_INTENT
          ? "requested"
          : "cancelled",
    );
  }
  if (intent === ERASE_INTENT) {
    const outcome = await eraseFromBookingPage(db, params.token);
    if (!outcome.ok && outcome.reason === "not_found") throw data(null, { status: 404 });
    if (!outcome.ok) return data({ ok: false, message: texts.erase[outcome.reason] }, { status: 409 });
    return { ok: true, message: texts.erased };
  }
  throw data(null, { status: 400 });
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, token } = loaderData;
  const { contactEmail } = useSite();
  const [searchParams] = useSearchParams();
  const confirmingErase = !actionData && searchParams.get(CONFIRM_ERASE_PARAM) === "confirm";
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 md:py-16">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {m.booking_page_eyebrow({}, locale)}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight md:text-4xl">{booking.workshopTitle}</h1>
        </header>
        {actionData && <ActionMessage ok={actionData.ok} message={actionData.message} />}
        <section
          aria-labelledby="booking-details-heading"
          className="rounded-2xl border border-border bg-white p-5 shadow-sm md:p-6"
        >
          <h2 id="booking-details-heading" className="sr-only">
            {m.booking_page_details_heading({}, locale)}
          </h2>
          <BookingSummary
            booking={booking}
            token={token}
            documents={loaderData.documents}
            calendarLinks={loaderData.calendarLinks}
          />
        </section>
        <CertificateSection certificate={loaderData.certificate} token={token} />
        <GroupMessages messages={booking.messages} />
        {booking.orderTeens.length > 0 && (
          <section
            aria-labelledby="booking-order-heading"
            className="rounded-2xl border border-border bg-white p-5 shadow-sm md:p-6"
          >
            <h2 id="booking-order-heading" className="text-lg font-bold">
              {m.booking_page_order_heading({}, locale)}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {offersOrderActions(booking)
                ? m.booking_page_order_text({}, locale)
                : m.booking_page_order_text_each({}, locale)}
            </p>
            <ul className="mt-3 flex flex-col gap-2">
              {booking.orderTeens.map((teen) => (
                <li key={teen.reference}>
                  <Link to={paths.bookingPage(teen.token)} className="font-semibold text-primary underline">
                    {elideFrench(
                      m.booking_page_order_link(
                        { teenFirstName: teen.firstName || "—", reference: teen.reference },
                        locale,
                      ),
                      language,
                    )}
                  </Link>
                  {teen.cancelled && (
                    <span className="text-sm text-muted-foreground">
                      {" "}
                      ({m.booking_page_order_cancelled({}, locale)})
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <h2 className="text-2xl font-bold">{m.booking_page_actions_heading({}, locale)}</h2>
        {loaderData.closure && (
          <GroupClosedSection choices={loaderData.closure} token={token} amountPaid={booking.amountPaid} />
        )}
        <CancelSection refund={loaderData.refund} token={token} fullPrice={booking.amountPaid} />
        <SwitchGroupSection booking={booking} token={token} />
        <OrderActionsSection booking={booking} token={token} policy={loaderData.refund.policy} />
        <YourDataSection booking={booking} token={token} confirming={confirmingErase} />
        <RefundPolicy />
        <p className="text-sm text-muted-foreground">
          {m.booking_page_questions({}, locale)}{" "}
          <a href={`mailto:${contactEmail}`} className="font-semibold text-primary underline">
            {contactEmail}
          </a>{" "}
          {m.booking_page_questions_end({}, locale)}
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
