import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { BookingRequestData } from "#shared/booking-schema.ts";

/** docs/product/booking-and-payment.md#stored-payment-data: what survives a refresh of the payment flow. */
export type StoredPaymentData = {
  workshopId: string;
  formData: BookingRequestData;
  workshop: BookingWorkshop;
  clientSecret?: string;
  paymentIntentId?: string;
  /** Euro cents, as the server computed them. */
  finalAmount?: number;
  discountAmount?: number;
};

export const PAYMENT_STORAGE_KEY = "paymentData";

export function readPaymentData(): StoredPaymentData | undefined {
  try {
    const raw = window.sessionStorage.getItem(PAYMENT_STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as StoredPaymentData;
    return typeof value?.workshopId === "string" && value.formData && value.workshop ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writePaymentData(data: StoredPaymentData) {
  try {
    window.sessionStorage.setItem(PAYMENT_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled (private mode): navigation state still carries the data.
  }
}

export function clearPaymentData() {
  try {
    window.sessionStorage.removeItem(PAYMENT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
