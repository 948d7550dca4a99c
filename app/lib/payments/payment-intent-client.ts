import type { BookingFormData } from "#shared/booking-schema.ts";
import { paths } from "#shared/paths.ts";

export const PAYMENT_ERROR_TITLE = "Payment Error";
export const PAYMENT_ERROR_FALLBACK = "An error occurred during payment processing.";

export type CreatedPaymentIntent = {
  clientSecret: string;
  paymentIntentId: string;
  /** Euro cents, computed by the server. */
  finalAmount: number;
  discountAmount: number;
};

/**
 * create-payment-intent (docs/product/booking-and-payment.md#payment-page). The body keeps the spec's shape,
 * amount included, but the server ignores the amount and prices the booking
 * from the database (docs/product/booking-and-payment.md#amounts).
 */
export async function createPaymentIntent(body: {
  workshopId: string;
  amount: number;
  formData: BookingFormData;
  workshop: { id: string; title: string };
  /** The intent this one replaces (a retry after a declined card), so its seat hold ends now. */
  previous?: { paymentIntentId: string; clientSecret: string };
}): Promise<{ ok: true; intent: CreatedPaymentIntent } | { ok: false; message: string }> {
  try {
    const response = await fetch(paths.createPaymentIntentApi, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<CreatedPaymentIntent> & {
      error?: string;
    };
    if (!response.ok) return { ok: false, message: answer.error || PAYMENT_ERROR_FALLBACK };
    if (!answer.clientSecret || !answer.paymentIntentId)
      return { ok: false, message: PAYMENT_ERROR_FALLBACK };
    return {
      ok: true,
      intent: {
        clientSecret: answer.clientSecret,
        paymentIntentId: answer.paymentIntentId,
        finalAmount: answer.finalAmount ?? 0,
        discountAmount: answer.discountAmount ?? 0,
      },
    };
  } catch {
    return { ok: false, message: PAYMENT_ERROR_FALLBACK };
  }
}

export type BookingPaymentStatus =
  | { state: "paid"; reference: string; receiptUrl: string; amountPaid: number; discountAmount: number }
  | { state: "pending" | "failed" | "expired" | "not_found" };

/** The server's view of a payment intent, read with its client secret. */
export async function fetchPaymentStatus(payment: {
  paymentIntentId: string;
  clientSecret: string;
}): Promise<BookingPaymentStatus> {
  const url = `${paths.paymentStatusApi(payment.paymentIntentId)}?clientSecret=${encodeURIComponent(payment.clientSecret)}`;
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok && response.status !== 404) throw new Error(`status ${response.status}`);
  return (await response.json()) as BookingPaymentStatus;
}
