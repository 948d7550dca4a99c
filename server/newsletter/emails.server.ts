import type { EmailToQueue } from "#server/email/outbox.server.ts";
import { composeEmail, emailButton, escapeHtml } from "#server/email/layout.server.ts";
import { confirmUrl, listUnsubscribeHeaders, unsubscribeUrl } from "./links.server.ts";

export type NewsletterMailContext = { academyName: string; contactEmail: string; publicUrl: string };

type Subscriber = { email: string; confirmToken: string; unsubscribeToken: string };

const unsubscribeFooter = (href: string) =>
  `<br>Don't want these e-mails? <a href="${escapeHtml(href)}" style="color:#0f6b63">Unsubscribe</a>.`;

/** The double opt-in message (docs/product/waiting-list-and-newsletter.md#double-opt-in): nothing else is sent until the link is followed. */
export function confirmationEmail(subscriber: Subscriber, context: NewsletterMailContext): EmailToQueue {
  const confirm = confirmUrl(context.publicUrl, subscriber.confirmToken);
  const unsubscribe = unsubscribeUrl(context.publicUrl, subscriber.unsubscribeToken);
  const subject = `Please confirm your subscription to the ${context.academyName} newsletter`;
  const bodyHtml = `<p>Hello,</p>
<p>Thank you for signing up for the ${escapeHtml(context.academyName)} newsletter: workshop news, practical tips and resources for parents of teens.</p>
<p>Please confirm that this is your e-mail address:</p>
${emailButton(confirm, "Confirm my subscription")}
<p style="font-size:14px;color:#5b6472">Or paste this link into your browser: ${escapeHtml(confirm)}</p>
<p style="font-size:14px;color:#5b6472">If you did not sign up, ignore this message: you will not hear from us again.</p>`;
  const text = [
    "Hello,",
    "",
    `Thank you for signing up for the ${context.academyName} newsletter: workshop news, practical tips and resources for parents of teens.`,
    "",
    "Please confirm that this is your e-mail address by opening this link:",
    confirm,
    "",
    "If you did not sign up, ignore this message: you will not hear from us again.",
    "",
    `Unsubscribe: ${unsubscribe}`,
  ].join("\n");
  return {
    kind: "newsletter-confirmation",
    to: subscriber.email,
    ...composeEmail(context, { subject, text, bodyHtml, footerHtml: unsubscribeFooter(unsubscribe) }),
    headers: listUnsubscribeHeaders(unsubscribe, context.contactEmail),
  };
}

/** Sent once the address is confirmed; like every newsletter e-mail it carries the unsubscribe link. */
export function welcomeEmail(subscriber: Omit<Subscriber, "confirmToken">, context: NewsletterMailContext) {
  const unsubscribe = unsubscribeUrl(context.publicUrl, subscriber.unsubscribeToken);
  const subject = `Welcome to the ${context.academyName} newsletter`;
  const bodyHtml = `<p>Hello,</p>
<p>Your subscription is confirmed. You will receive news about upcoming workshops, practical tips and resources to help your teen grow in confidence, focus and life skills.</p>
${emailButton(`${context.publicUrl}/workshops`, "See our workshops")}`;
  const text = [
    "Hello,",
    "",
    "Your subscription is confirmed. You will receive news about upcoming workshops, practical tips and resources to help your teen grow in confidence, focus and life skills.",
    "",
    `See our workshops: ${context.publicUrl}/workshops`,
    "",
    `Unsubscribe: ${unsubscribe}`,
  ].join("\n");
  return {
    kind: "newsletter-welcome",
    to: subscriber.email,
    ...composeEmail(context, { subject, text, bodyHtml, footerHtml: unsubscribeFooter(unsubscribe) }),
    headers: listUnsubscribeHeaders(unsubscribe, context.contactEmail),
  } satisfies EmailToQueue;
}
