import { composeEmail, emailButton, escapeHtml } from "#server/email/layout.server.ts";

/** Sent to a workshop's waiting list when a booking is cancelled and its place is free again. */
export function placeOpenEmail(data: {
  academyName: string;
  contactEmail: string;
  workshopTitle: string;
  bookingUrl: string;
}) {
  const subject = `A place has opened in ${data.workshopTitle}`;
  const text = [
    "Hello,",
    "",
    `Good news: a place has just opened in ${data.workshopTitle}, the workshop you asked us to keep you posted about.`,
    "Places go to the first family to book, so if your teen would like it, book now:",
    data.bookingUrl,
    "",
    `You receive this e-mail because you joined the workshop's waiting list. To leave it, write to ${data.contactEmail}.`,
    "",
    data.academyName,
  ].join("\n");
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">A place has opened</h1>
<p>Hello,</p>
<p>Good news: a place has just opened in <strong>${escapeHtml(data.workshopTitle)}</strong>, the workshop you asked us to keep you posted about.</p>
<p>Places go to the first family to book, so if your teen would like it, book now:</p>
${emailButton(data.bookingUrl, "Book the place")}
<p style="font-size:13px;color:#5b6472">You receive this e-mail because you joined the workshop's waiting list. To leave it, write to ${escapeHtml(data.contactEmail)}.</p>`;
  return composeEmail(data, { subject, text, bodyHtml });
}
