import { formatEuros } from "#shared/money.ts";
import { composeEmail, emailButton, escapeHtml } from "#server/email/layout.server.ts";

export type ConfirmationEmailData = {
  academyName: string;
  contactEmail: string;
  reference: string;
  workshopTitle: string;
  /** The chosen schedule, when the workshop has one (productivity). */
  schedule: string;
  parentName: string;
  teenName: string;
  amountPaid: number;
  discountAmount: number;
  discountCode: string | null;
};

/** The booking confirmation (HTML and plain text) sent once when a payment is confirmed. */
export function bookingConfirmationEmail(data: ConfirmationEmailData) {
  const subject = `Booking confirmed: ${data.workshopTitle} (${data.reference})`;
  const rows: [string, string][] = [
    ["Booking reference", data.reference],
    ["Workshop", data.workshopTitle],
    ...(data.schedule ? ([["Schedule", data.schedule]] as [string, string][]) : []),
    ["Participant", data.teenName],
    ["Amount paid", formatEuros(data.amountPaid)],
    ...(data.discountAmount > 0
      ? ([
          [
            "Discount",
            `${formatEuros(data.discountAmount)}${data.discountCode ? ` (${data.discountCode})` : ""}`,
          ],
        ] as [string, string][])
      : []),
  ];
  const nextSteps = [
    "The video-call link arrives by e-mail 24 hours before the first session.",
    "Sessions are live, in a small group of 4-6 teens; a quiet spot and a notebook are all your teen needs.",
    `Questions? Write to ${data.contactEmail}; we answer within 24 hours.`,
  ];

  const text = [
    `Hello ${data.parentName},`,
    "",
    `Thank you! ${data.teenName}'s place in ${data.workshopTitle} is confirmed.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "What happens next",
    ...nextSteps.map((step) => `- ${step}`),
    "",
    `${data.academyName}`,
  ].join("\n");

  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">Your booking is confirmed</h1>
<p>Hello ${escapeHtml(data.parentName)},</p>
<p>Thank you! ${escapeHtml(data.teenName)}'s place in <strong>${escapeHtml(data.workshopTitle)}</strong> is confirmed.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin:16px 0;width:100%">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="color:#5b6472;border-bottom:1px solid #eee">${escapeHtml(label)}</td><td style="font-weight:bold;border-bottom:1px solid #eee">${escapeHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>
<h2 style="font-size:18px;margin:20px 0 8px">What happens next</h2>
<ul>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>`;

  return composeEmail(data, { subject, text, bodyHtml });
}

/** Sent when a payment came after its seat was given away: refunded, and the waiting list offered. */
export function lateRefundEmail(data: {
  academyName: string;
  contactEmail: string;
  workshopTitle: string;
  schedule: string;
  parentName: string;
  amount: number;
  waitlistUrl: string;
}) {
  const subject = `Refund: ${data.workshopTitle} is full`;
  const what = data.schedule ? `${data.workshopTitle} (${data.schedule})` : data.workshopTitle;
  const text = [
    `Hello ${data.parentName},`,
    "",
    `Your payment reached us after the seat we were holding for you had been released, and ${what} is now full.`,
    `We have refunded the full amount of ${formatEuros(data.amount)}; it reaches your card within 5-10 business days.`,
    "",
    `Join the waiting list and we will write as soon as a place opens: ${data.waitlistUrl}`,
    "",
    `We are sorry for the trouble. Questions? Write to ${data.contactEmail}.`,
    "",
    data.academyName,
  ].join("\n");
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">The workshop filled up: you have been refunded</h1>
<p>Hello ${escapeHtml(data.parentName)},</p>
<p>Your payment reached us after the seat we were holding for you had been released, and <strong>${escapeHtml(what)}</strong> is now full.</p>
<p>We have refunded the full amount of <strong>${escapeHtml(formatEuros(data.amount))}</strong>; it reaches your card within 5-10 business days.</p>
${emailButton(data.waitlistUrl, "Join the waiting list")}
<p>We are sorry for the trouble.</p>`;
  return composeEmail(data, { subject, text, bodyHtml });
}
