import { Text } from "@react-email/components";
import { withColon } from "#shared/label-with-colon.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  LinkLine,
  linkLineText,
  paragraph,
  PastedLink,
  type EmailSite,
} from "./layout.server.tsx";

/**
 * The one e-mail a family gets after its group's last session (docs/product/reviews-and-certificates.md):
 * a rating and a comment through its own review page, and where the certificate is. It names no teen:
 * one e-mail serves every teen of the order.
 */
export function reviewRequestEmail(
  data: EmailSite & {
    parentName: string;
    workshopTitle: string;
    dates: string;
    reviewUrl: string;
    linkDays: number;
    bookingUrl: string;
  },
  language: Language,
) {
  const t = emailMessages[language];
  const locale = { locale: language };
  const subject = m.email_review_request_subject({ workshopTitle: data.workshopTitle }, locale);
  const heading = m.email_review_request_heading({}, locale);
  const ended = m.email_review_request_ended(
    { workshopTitle: data.workshopTitle, dates: data.dates },
    locale,
  );
  const ask = m.email_review_request_ask({}, locale);
  const privacy = m.email_review_request_privacy({ days: String(data.linkDays) }, locale);
  const certificate = m.email_review_request_certificate({}, locale);
  const bookingPage = m.email_review_request_booking_page({}, locale);
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      ended,
      "",
      ask,
      "",
      `${m.email_review_request_link_text({}, locale)} ${data.reviewUrl}`,
      "",
      privacy,
      "",
      certificate,
      linkLineText(withColon(bookingPage, language), data.bookingUrl),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>{ended}</Text>
      <Text style={paragraph}>{ask}</Text>
      <EmailButton href={data.reviewUrl}>{m.email_review_request_button({}, locale)}</EmailButton>
      <PastedLink href={data.reviewUrl} messages={t} />
      <Text style={paragraph}>{privacy}</Text>
      <Text style={paragraph}>{certificate}</Text>
      <LinkLine text={bookingPage} url={data.bookingUrl} />
    </EmailLayout>,
    t.language,
  );
}
