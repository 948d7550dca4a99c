import { CreditCard, Lock } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { formatEuros } from "#shared/money.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { cancelTestCheckout, payTestCheckout } from "#server/bookings/test-customer.server.ts";
import { findTestPayment } from "#server/payments/test-provider.server.ts";
import type { Route } from "./+types/test-checkout";

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        m.test_checkout_title({}, { locale: pageLanguage(location.pathname) }),
        "none",
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

/** The test provider's hosted checkout page (only without STRIPE_SECRET_KEY). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  const row =
    services.payments.provider.name === "test"
      ? await findTestPayment(services.db, params.sessionId)
      : undefined;
  if (!row || row.kind !== "checkout_session") throw data(null, { status: 404 });
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    productName: row.description,
    schedule: row.metadata.selected_date ?? "",
    email: row.customerEmail ?? "",
    cancelUrl: row.cancelUrl,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services } = context;
  if (services.payments.provider.name !== "test") throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") === "cancel") {
    const to = await cancelTestCheckout(services, params.sessionId);
    if (!to) throw data(null, { status: 404 });
    return redirect(to);
  }
  const card = String(form.get("cardNumber") ?? "");
  const answer = await payTestCheckout(services, params.sessionId, card);
  if (answer.ok) return redirect(answer.redirectTo);
  return data({ error: answer.error }, { status: 402 });
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  const open = loaderData.status === "open";
  const language = useLanguage();
  const locale = { locale: language };
  const pay = m.test_checkout_pay({ amount: formatEuros(loaderData.amount, language) }, locale);
  return (
    <main className="min-h-dvh bg-muted/50 px-4 py-10">
      <div className="mx-auto max-w-md rounded-2xl border border-border bg-white p-6 shadow-sm md:p-8">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          <Lock aria-hidden="true" className="size-3.5" /> {m.test_checkout_notice({}, locale)}
        </p>
        <h1 className="mt-3 text-2xl font-bold">{pay}</h1>
        <p className="mt-1 font-medium">{loaderData.productName}</p>
        {loaderData.schedule && <p className="text-sm text-muted-foreground">{loaderData.schedule}</p>}
        {!open ? (
          <Alert variant="destructive" className="mt-6">
            {loaderData.status === "complete"
              ? m.test_checkout_already_paid({}, locale)
              : m.test_checkout_expired({}, locale)}
          </Alert>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            <div className="space-y-2">
              <Label htmlFor="email">{m.test_checkout_email({}, locale)}</Label>
              <Input id="email" value={loaderData.email} readOnly />
            </div>
            <div className="space-y-2">
              <Label htmlFor="cardNumber">{m.test_checkout_card_number({}, locale)}</Label>
              <Input
                id="cardNumber"
                name="cardNumber"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                required
                aria-describedby="card-help"
              />
              <p id="card-help" className="text-xs text-muted-foreground">
                {m.test_checkout_card_help({}, locale)}
              </p>
            </div>
            {actionData?.error && <Alert variant="destructive">{actionData.error}</Alert>}
            <Button type="submit" name="intent" value="pay" className="w-full" disabled={paying}>
              <CreditCard aria-hidden="true" />
              {paying ? m.test_checkout_processing({}, locale) : pay}
            </Button>
          </Form>
        )}
        <Form method="post" className="mt-3">
          <Button type="submit" name="intent" value="cancel" variant="ghost" className="w-full">
            {m.test_checkout_cancel({}, locale)}
          </Button>
        </Form>
      </div>
    </main>
  );
}
