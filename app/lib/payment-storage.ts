import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { BookingRequestData } from "#shared/booking-schema.ts";

/**
 * docs/product/booking-and-payment.md#stored-payment-data: the payment flow's data as the family's
 * browser keeps it. Written only: the booking pages load the order from the server's record.
 */
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

export function writePaymentData(data: StoredPaymentData) {
  try {
    window.sessionStorage.setItem(PAYMENT_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled (private mode): the pages do not need it.
  }
}

export function clearPaymentData() {
  try {
    window.sessionStorage.removeItem(PAYMENT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
