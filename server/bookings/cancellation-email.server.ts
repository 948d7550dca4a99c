import { composeEmail, escapeHtml } from "#server/email/layout.server.ts";

/**
 * Sent to the parent when an administrator cancels their booking, in English (the parents'
 * language). Refunds are handled by the academy on request (docs/product/after-sale-and-refunds.md).
 */
export function bookingCancelledEmail(data: {
  academyName: string;
  contactEmail: string;
  reference: string;
  workshopTitle: string;
}) {
  const subject = `Your booking ${data.reference} for ${data.workshopTitle} is cancelled`;
  const text = [
    "Hello,",
    "",
    `Your booking ${data.reference} for ${data.workshopTitle} is cancelled.`,
    `For a refund, or any question about this cancellation, contact us at ${data.contactEmail}.`,
    "",
    data.academyName,
  ].join("\n");
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">Booking cancelled</h1>
<p>Hello,</p>
<p>Your booking <strong>${escapeHtml(data.reference)}</strong> for <strong>${escapeHtml(data.workshopTitle)}</strong> is cancelled.</p>
<p>For a refund, or any question about this cancellation, contact us at <a href="mailto:${escapeHtml(data.contactEmail)}" style="color:#0f6b63">${escapeHtml(data.contactEmail)}</a>.</p>`;
  return composeEmail(data, { subject, text, bodyHtml });
}
