import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { pageTitle, languageLinks } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { loadPaymentLibrary, takePendingConfirmation } from "#app/lib/payments/payment-library.ts";
import { fetchPaymentStatus, type ProcessingState } from "#app/lib/payments/payment-intent-client.ts";
import { returnedBookingPayment } from "#server/bookings/booking-payment-status.server.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Route } from "./+types/payment-processing";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const locale = { locale: language };
  return [
    { title: pageTitle(matches, m.booking_processing_meta_title({}, locale)) },
    { name: "robots", content: "noindex" },
    ...languageLinks(matches, location.pathname),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const { stripe } = config;
  // Back from a bank's page, Stripe adds the intent's id and secret to the return address.
  const query = new URL(request.url).searchParams;
  const returned = await returnedBookingPayment(db, {
    paymentIntentId: query.get("payment_intent") ?? "",
    clientSecret: query.get("payment_intent_client_secret") ?? "",
  });
  return {
    stripePublishableKey: stripe.secretKey && stripe.publishableKey ? stripe.publishableKey : null,
    returned,
  };
}

const POLL_INTERVAL_MS = 750;
const POLL_LIMIT = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /payment-processing (docs/product/booking-and-payment.md#payment-processing): confirms the payment with the payment
 * library, waits for the server to confirm the booking, then shows the
 * confirmation; a refused payment goes back to the payment page with its error.
 */
export default function PaymentProcessing({ loaderData }: Route.ComponentProps) {
  const { stripePublishableKey, returned } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState(0);
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  const steps = [
    m.booking_processing_step_confirming({}, locale),
    m.booking_processing_step_securing({}, locale),
    m.booking_processing_step_preparing({}, locale),
  ];
  const failure = m.booking_payment_failure({}, locale);

  useEffect(() => {
    let cancelled = false;
    // The intent the payment page started (navigation state), or the one a bank's page sent back.
    const data = (location.state as ProcessingState | null) ?? returned;
    if (!data?.clientSecret || !data.paymentIntentId) {
      void navigate(lp(paths.workshops), { replace: true });
      return;
    }
    const payment = { paymentIntentId: data.paymentIntentId, clientSecret: data.clientSecret };
    // The payment page loads the order from the server; only the refusal travels with the family.
    const backToPayment = (message: string) =>
      navigate(lp(paths.bookingPayment(data.workshopId)), {
        replace: true,
        state: { paymentError: message },
      });

    void (async () => {
      try {
        const method = takePendingConfirmation(payment.paymentIntentId);
        // Back from a bank's authentication page (Stripe's redirect): the provider has the outcome.
        const redirected = new URLSearchParams(window.location.search).has("redirect_status");
        if (method) {
          const library = await loadPaymentLibrary(stripePublishableKey);
          const result = await library.confirm(payment, method);
          if (cancelled) return;
          if (!result.ok) return void (await backToPayment(result.message));
        }
        setStep(1);
        for (let attempt = 0; attempt < POLL_LIMIT && !cancelled; attempt++) {
          const status = await fetchPaymentStatus(payment);
          if (status.state === "paid") {
            setStep(2);
            // The confirmation page loads the paid order from the server.
            return void (await navigate(lp(paths.bookingConfirmation(data.workshopId)), {
              replace: true,
              state: { paymentStatus: "success" },
            }));
          }
          if (status.state !== "pending")
            return void (await backToPayment(
              status.state === "failed" ? m.booking_processing_declined({}, locale) : failure,
            ));
          // Arrived here without confirming (a refresh): nothing will change, so say so.
          if (!method && !redirected)
            return void (await backToPayment(m.booking_processing_not_completed({}, locale)));
          await sleep(POLL_INTERVAL_MS);
        }
        if (!cancelled) await backToPayment(failure);
      } catch {
        if (!cancelled) await backToPayment(failure);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-24 text-center">
      <LoaderCircle
        aria-hidden="true"
        className="size-12 animate-spin text-primary motion-reduce:animate-none"
      />
      <h1 className="text-2xl font-bold">{m.booking_payment_processing({}, locale)}</h1>
      <p role="status" className="text-muted-foreground">
        {steps[step]}
      </p>
      <ol className="flex gap-2" aria-hidden="true">
        {steps.map((label, index) => (
          <li key={label} className={`h-2 w-12 rounded-full ${index <= step ? "bg-primary" : "bg-muted"}`} />
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">{m.booking_processing_keep_open({}, locale)}</p>
    </div>
  );
}
