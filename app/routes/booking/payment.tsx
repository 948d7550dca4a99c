import { ArrowLeft, Gift, Lock } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { data, Link, redirect, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { BookingNotFound } from "#app/components/booking/booking-not-found.tsx";
import { requestDiscountPreview } from "#app/components/booking/discount-field.tsx";
import { OrderSummary } from "#app/components/booking/order-summary.tsx";
import { bookedGroupLine } from "#app/components/booking/booked-group-line.ts";
import type { TestCard, TestCardErrors } from "#app/components/booking/test-card-fields.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { belowCardMinimumText, CARD_MINIMUM_CENTS } from "#shared/card-minimum.ts";
import type { DiscountAnswer as DiscountAnswer } from "#shared/api-answers.ts";
import { m } from "#shared/i18n/messages.ts";
import { elideFrench } from "#shared/french-elision.ts";
import { pageLanguage, requestLanguage, type Language } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import {
  loadPaymentLibrary,
  setPendingConfirmation,
  type PaymentLibrary,
} from "#app/lib/payments/payment-library.ts";
import { createPaymentIntent, type ProcessingState } from "#app/lib/payments/payment-intent-client.ts";
import { writePaymentData } from "#app/lib/payment-storage.ts";
import { notFoundMeta, pageTitle, languageLinks } from "#app/lib/seo.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { findBookingWorkshop } from "#server/bookings/booking-workshop.server.ts";
import { useSite } from "#app/root.tsx";
import { CheckoutConsentFields, missingConsent } from "#app/components/checkout/checkout-consent.tsx";
import type { CheckoutConsent, ConsentRefusal } from "#shared/checkout-consent.ts";
import { firstSessionStart } from "#shared/group-schedule.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import {
  emptyBookingForm,
  orderTeens,
  teenCountOf,
  type BookingRequestData,
} from "#shared/booking-schema.ts";
import { discountAnswerOf } from "#shared/discount-answer.ts";
import { draftTokenFor } from "#server/bookings/draft-order-cookie.server.ts";
import { findDraftOrder } from "#server/bookings/draft-order.server.ts";
import { confirmedOrderOfDraft } from "#server/bookings/draft-order-booking.server.ts";
import { previewDiscount } from "#server/discounts/preview-discount.server.ts";
import { bookingPageOffer } from "#server/waitlist/offer-booking-page.server.ts";
import type { Route } from "./+types/payment";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

// The card form ships in its own chunk, fetched only when this page needs it.
const TestCardFields = lazy(() =>
  import("#app/components/booking/test-card-fields.tsx").then((module) => ({
    default: module.TestCardFields,
  })),
);

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches, pageLanguage(location.pathname));
  const locale = { locale: pageLanguage(location.pathname) };
  return [
    { title: pageTitle(matches, m.booking_payment_meta_title({}, locale)) },
    { name: "robots", content: "noindex" },
    ...languageLinks(matches, location.pathname),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.services;
  const language = requestLanguage(request);
  const found = await findBookingWorkshop(db, params.workshopId, language);
  if (found.status === "productivity") throw redirect(localisedPath(language, paths.productivity));
  if (found.status === "not-found") {
    logger.warn({ path: new URL(request.url).pathname }, "404: page not found");
    throw data(null, { status: 404 });
  }
  // The order the booking form recorded (docs/decisions/030-booking-pages-from-the-server.md):
  // none, or gone, sends the family back to the form.
  const token = await draftTokenFor(config, request, found.workshop.id);
  const draft = await findDraftOrder(db, token, found.workshop.id);
  const form = localisedPath(language, paths.booking(found.workshop.id));
  if (!draft) throw redirect(token ? `${form}?expired` : form);
  // Paid already (in this tab or another): its confirmation.
  if (await confirmedOrderOfDraft(db, draft))
    throw redirect(localisedPath(language, paths.bookingConfirmation(found.workshop.id)));
  const formData: BookingRequestData = { ...emptyBookingForm, ...draft.formData };
  // An offer's claim: its group is the one, whether or not it is still on sale to others.
  const offer = await bookingPageOffer(db, config, found.workshop, formData.offerToken ?? null, language);
  const workshop = offer.kind === "live" ? offer.workshop : found.workshop;
  // With a code, the total is the server's: shown from the first paint.
  const discount = formData.discountCode
    ? discountAnswerOf(
        await previewDiscount(db, {
          workshopId: workshop.id,
          code: formData.discountCode,
          teens: teenCountOf(formData),
        }),
        language,
      ).body
    : undefined;
  const stripeKey =
    config.stripe.secretKey && config.stripe.publishableKey ? config.stripe.publishableKey : null;
  return {
    workshop,
    order: { token: draft.token, formData },
    discount,
    stripePublishableKey: stripeKey,
    holdMaxMinutes: config.bookingHoldMaxMinutes,
  };
}

export function headers() {
  // The page shows the family's order, teens' names included: kept by no cache.
  return { "Cache-Control": "private, no-store" };
}

/** Sent back from /payment-processing: the refusal to show once. */
type NavigationState = { paymentError?: string };

const paymentErrorText = (language: Language, message?: string) =>
  message || m.booking_payment_failure({}, { locale: language });

/** The error toast; `gone` runs when it closes (by itself or dismissed). */
const toastPaymentError = (language: Language, message: string | undefined, gone: () => void) =>
  toast.error(m.booking_payment_error_title({}, { locale: language }), {
    description: paymentErrorText(language, message),
    onAutoClose: gone,
    onDismiss: gone,
  });

export default function Payment({ loaderData, params }: Route.ComponentProps) {
  const { workshop, order, stripePublishableKey, holdMaxMinutes } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  // The order comes from the server's record: a reload or a second tab shows the same page.
  const payment = { workshopId: workshop.id, formData: order.formData, workshop };
  const [discount, setDiscount] = useState<DiscountAnswer | undefined>(loaderData.discount);
  const [library, setLibrary] = useState<PaymentLibrary>();
  const [card, setCard] = useState<TestCard>({ number: "", expiry: "", cvc: "" });
  const [cardErrors, setCardErrors] = useState<TestCardErrors>({});
  const [processing, setProcessing] = useState(false);
  const [consent, setConsent] = useState<CheckoutConsent>({ termsAccepted: false, expressRequest: false });
  const [consentError, setConsentError] = useState<ConsentRefusal | null>(null);
  // The last refusal (a declined card...) is told by a toast, then stays beside the card form until
  // the next try, once the toast has gone (never twice on the screen at once).
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // Fewer places left than teens: the error offers the waiting list for all of them.
  const [tooFewSeats, setTooFewSeats] = useState(false);
  const attempt = useRef(0);
  const showPaymentError = (language: Language, message?: string) => {
    const refusedAttempt = attempt.current;
    toastPaymentError(language, message, () => {
      if (attempt.current === refusedAttempt) setPaymentError(paymentErrorText(language, message));
    });
  };
  // The server may know a first session this page does not (a waiting-list offer's group).
  const [expressAsked, setExpressAsked] = useState(false);
  const stripeContainer = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);

  useEffect(() => {
    if (!hydrated || arrived.current) return;
    arrived.current = true;
    // The stored payment data (docs/product/booking-and-payment.md#stored-payment-data), written
    // for the family's browser only: no page reads it back, the server's record is the order.
    writePaymentData({ workshopId: workshop.id, formData: order.formData, workshop });
    const returnedError = (location.state as NavigationState | null)?.paymentError;
    if (returnedError) {
      showPaymentError(language, returnedError);
      // Shown once: a refresh must not repeat the error.
      void navigate(".", { replace: true, state: null });
    }
    loadPaymentLibrary(stripePublishableKey).then(setLibrary, () => showPaymentError(language));
  }, [hydrated, order, workshop, location.state, navigate, stripePublishableKey, language]);

  // Brothers and sisters booked together: one seat each, at the workshop's price.
  const teens = teenCountOf(payment.formData);
  const total = discount?.ok ? discount.finalAmount : workshop.price * teens;
  // A discount covering the whole price needs no card: the server confirms the booking at once.
  const free = total === 0;
  // A discount that leaves less than a card can carry: say how to book instead of taking card details.
  const belowCardMinimum = total > 0 && total < CARD_MINIMUM_CENTS;
  const { contactEmail } = useSite();

  useEffect(() => {
    if (library?.mount && stripeContainer.current) library.mount(stripeContainer.current, total);
  }, [library, total]);

  const chosenGroup = (workshop.groups ?? []).find((group) => group.id === payment.formData.groupId);
  const firstSession = chosenGroup ? firstSessionStart(chosenGroup) : null;

  const pay = async () => {
    if (!library && !free) return showPaymentError(language);
    attempt.current += 1;
    setPaymentError(null);
    const missing =
      missingConsent(consent, firstSession) ??
      (expressAsked && !consent.expressRequest ? "express_request_needed" : null);
    setConsentError(missing);
    if (missing) return;
    setProcessing(true);
    try {
      // A free booking has no card to collect.
      let method;
      if (!free && library?.provider === "test") {
        const { validateTestCard } = await import("#app/lib/payments/test-card-library.ts");
        const errors = validateTestCard(card, language);
        setCardErrors(errors);
        if (Object.keys(errors).length > 0) return;
        method = { provider: "test" as const, card: card.number };
      } else if (!free && library) {
        const collected = await library.collect!();
        if (!collected.ok) return showPaymentError(language, collected.message);
        method = collected.method;
      }
      // The order is the server's record; a start from it ends its previous unpaid one (a retry).
      const created = await createPaymentIntent(
        {
          workshopId: workshop.id,
          orderToken: order.token,
          acceptTerms: consent.termsAccepted,
          expressRequest: consent.expressRequest,
        },
        language,
      );
      if (!created.ok) {
        // Paid meanwhile from another tab: its confirmation, not a second payment.
        if (created.code === "order_paid")
          return void (await navigate(lp(paths.bookingConfirmation(workshop.id)), { replace: true }));
        // The order's record is gone (expired): the form says so and takes it again.
        if (created.code === "order_expired")
          return void (await navigate(`${lp(paths.booking(workshop.id))}?expired`, { replace: true }));
        if (created.code === "express_request_needed") setExpressAsked(true);
        setTooFewSeats(created.code === "not_enough_seats");
        if (created.code === "terms_not_accepted" || created.code === "express_request_needed")
          setConsentError(created.code);
        return showPaymentError(language, created.message);
      }
      const { intent } = created;
      writePaymentData({ ...payment, ...intent });
      if (free && intent.finalAmount > 0) {
        // The code changed meanwhile: show the new price before any card is asked for.
        void requestDiscountPreview(params.workshopId, payment.formData.discountCode, language, teens).then(
          setDiscount,
        );
        return showPaymentError(language, m.booking_payment_price_changed({}, locale));
      }
      if (method) setPendingConfirmation({ paymentIntentId: intent.paymentIntentId, method });
      // The intent's id and secret, for the card's confirmation and the status polls; the order
      // itself stays the server's.
      await navigate(lp(paths.paymentProcessing), {
        state: {
          workshopId: workshop.id,
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
        } satisfies ProcessingState,
      });
    } catch {
      showPaymentError(language);
    } finally {
      setProcessing(false);
    }
  };

  const { formData } = payment;
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-16">
        <Link
          to={
            formData.offerToken
              ? `${lp(paths.booking(workshop.id))}?offer=${encodeURIComponent(formData.offerToken)}`
              : lp(paths.booking(workshop.id))
          }
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.booking_payment_back({}, locale)}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">
          {m.booking_payment_heading({}, locale)}
        </h1>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg font-bold leading-tight">
                {free ? (
                  <Gift aria-hidden="true" className="size-5 text-primary" />
                ) : (
                  <Lock aria-hidden="true" className="size-5 text-primary" />
                )}
                {free
                  ? m.booking_payment_free_heading({}, locale)
                  : m.booking_payment_card_heading({}, locale)}
              </h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              {paymentError ? (
                <Alert variant="destructive" data-testid="payment-error">
                  <p className="font-semibold">{m.booking_payment_error_title({}, locale)}</p>
                  <p>{paymentError}</p>
                  {tooFewSeats && (
                    <Link
                      to={`${lp(paths.waitlist(workshop.id))}?teens=${teens}`}
                      className="font-semibold underline"
                    >
                      {m.booking_not_enough_seats_waitlist({ teens }, locale)}
                    </Link>
                  )}
                </Alert>
              ) : null}
              {free ? (
                <Alert variant="info">{m.booking_payment_free({}, locale)}</Alert>
              ) : belowCardMinimum ? (
                <Alert variant="info">{belowCardMinimumText(contactEmail, language)}</Alert>
              ) : !library ? (
                <Spinner label={m.booking_payment_loading_form({}, locale)} />
              ) : library.provider === "stripe" ? (
                <div ref={stripeContainer} />
              ) : (
                <Suspense fallback={<Spinner label={m.booking_payment_loading_form({}, locale)} />}>
                  <TestCardFields card={card} errors={cardErrors} disabled={processing} onChange={setCard} />
                </Suspense>
              )}
              {!belowCardMinimum && (
                <CheckoutConsentFields
                  firstSession={firstSession}
                  timeZone={chosenGroup?.timeZone ?? null}
                  value={consent}
                  onChange={(value) => {
                    setConsent(value);
                    setConsentError(null);
                  }}
                  error={consentError}
                  disabled={processing}
                  askExpress={expressAsked}
                />
              )}
              {!belowCardMinimum && (
                <Button size="lg" onClick={() => void pay()} disabled={processing || (!library && !free)}>
                  {processing
                    ? m.booking_payment_processing({}, locale)
                    : free
                      ? m.booking_payment_confirm({}, locale)
                      : m.booking_payment_pay({ amount: formatPrice(total, language) }, locale)}
                </Button>
              )}
              {!free && !belowCardMinimum && (
                // How long a started payment keeps the seat, and what happens then (docs/product/booking-and-payment.md#seat-holds).
                <p className="text-sm text-muted-foreground">
                  {teens > 1
                    ? m.booking_payment_hold_note_several({ minutes: holdMaxMinutes }, locale)
                    : m.booking_payment_hold_note({ minutes: holdMaxMinutes }, locale)}
                </p>
              )}
              <p className="text-sm text-muted-foreground">{refundPolicySummary(language)}</p>
            </CardContent>
          </Card>
          <aside
            aria-label={m.booking_order_summary({}, locale)}
            className="order-first flex flex-col gap-4 lg:order-none"
          >
            <OrderSummary
              workshop={workshop}
              discount={discount?.ok ? discount : undefined}
              teenName={`${formData.teenFirstName} ${formData.teenLastName}`.trim()}
              teenNames={teens > 1 ? orderTeens(formData, teens).map(fullName) : undefined}
              group={bookedGroupLine(workshop, formData.groupId, language)}
            />
            {discount && !discount.ok && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {m.booking_payment_discount_refused(
                  { code: formData.discountCode, error: discount.error },
                  locale,
                )}
              </p>
            )}
            <p className="text-sm text-muted-foreground">
              {elideFrench(
                m.booking_payment_booking_for(
                  {
                    firstName: formData.parentFirstName,
                    lastName: formData.parentLastName,
                    email: formData.parentEmail,
                  },
                  locale,
                ),
                language,
              )}
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <BookingNotFound />;
}

const fullName = (teen: { firstName: string; lastName: string }) =>
  `${teen.firstName} ${teen.lastName}`.trim();

/** The chosen group's line, from the workshop the booking form carried. */
