import { CreditCard, Lock } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { formatEuros } from "#shared/money.ts";
import { cancelTestCheckout, payTestCheckout } from "#server/payments/test-customer.server.ts";
import { findTestPayment } from "#server/payments/test-provider.server.ts";
import type { Route } from "./+types/test-checkout";

export function meta() {
  return [{ title: "Test checkout" }, { name: "robots", content: "noindex" }];
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
  return (
    <main className="min-h-dvh bg-muted/50 px-4 py-10">
      <div className="mx-auto max-w-md rounded-2xl border border-border bg-white p-6 shadow-sm md:p-8">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          <Lock aria-hidden="true" className="size-3.5" /> Test payment provider: no real card is charged
        </p>
        <h1 className="mt-3 text-2xl font-bold">Pay {formatEuros(loaderData.amount)}</h1>
        <p className="mt-1 font-medium">{loaderData.productName}</p>
        {loaderData.schedule && <p className="text-sm text-muted-foreground">{loaderData.schedule}</p>}
        {!open ? (
          <Alert variant="destructive" className="mt-6">
            {loaderData.status === "complete"
              ? "This checkout session is already paid."
              : "This checkout session has expired."}
          </Alert>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            <div className="space-y-2">
              <Label htmlFor="email">Email</Label>
              <Input id="email" value={loaderData.email} readOnly />
            </div>
            <div className="space-y-2">
              <Label htmlFor="cardNumber">Card number</Label>
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
                4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
              </p>
            </div>
            {actionData?.error && <Alert variant="destructive">{actionData.error}</Alert>}
            <Button type="submit" name="intent" value="pay" className="w-full" disabled={paying}>
              <CreditCard aria-hidden="true" />
              {paying ? "Processing..." : `Pay ${formatEuros(loaderData.amount)}`}
            </Button>
          </Form>
        )}
        <Form method="post" className="mt-3">
          <Button type="submit" name="intent" value="cancel" variant="ghost" className="w-full">
            Cancel
          </Button>
        </Form>
      </div>
    </main>
  );
}
