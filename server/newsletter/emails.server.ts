import type { EmailToQueue } from "#server/email/outbox.server.ts";
import {
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
} from "#server/email/templates/newsletter-emails.server.tsx";
import { emailMessages } from "#server/email/messages.server.ts";
import type { Language } from "#shared/language.ts";
import { confirmUrl, listUnsubscribeHeaders, unsubscribeUrl } from "./links.server.ts";

export type NewsletterMailContext = { academyName: string; contactEmail: string; publicUrl: string };

type Subscriber = { email: string; confirmToken: string; unsubscribeToken: string; language: Language };

/** The double opt-in message (docs/product/waiting-list-and-newsletter.md#double-opt-in): nothing else is sent until the link is followed. */
export async function confirmationEmail(
  subscriber: Subscriber,
  context: NewsletterMailContext,
): Promise<EmailToQueue> {
  const unsubscribe = unsubscribeUrl(context.publicUrl, subscriber.unsubscribeToken, subscriber.language);
  const links = {
    confirmUrl: confirmUrl(context.publicUrl, subscriber.confirmToken, subscriber.language),
    unsubscribeUrl: unsubscribe,
  };
  return {
    kind: "newsletter-confirmation",
    to: subscriber.email,
    ...(await newsletterConfirmationEmail(context, links, emailMessages[subscriber.language])),
    headers: listUnsubscribeHeaders(unsubscribe, context.contactEmail),
  };
}

/** Sent once the address is confirmed; like every newsletter e-mail it carries the unsubscribe link. */
export async function welcomeEmail(
  subscriber: Omit<Subscriber, "confirmToken">,
  context: NewsletterMailContext,
): Promise<EmailToQueue> {
  const unsubscribe = unsubscribeUrl(context.publicUrl, subscriber.unsubscribeToken, subscriber.language);
  return {
    kind: "newsletter-welcome",
    to: subscriber.email,
    ...(await newsletterWelcomeEmail(
      context,
      { unsubscribeUrl: unsubscribe },
      emailMessages[subscriber.language],
    )),
    headers: listUnsubscribeHeaders(unsubscribe, context.contactEmail),
  };
}
