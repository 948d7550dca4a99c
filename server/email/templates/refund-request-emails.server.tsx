import { Heading, Text } from "@react-email/components";
import { withColon } from "#shared/label-with-colon.ts";
import { m } from "#shared/i18n/messages.ts";
import { formatEuros } from "#shared/money.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { EmailButton, EmailLayout, headingStyle, paragraph, type EmailSite } from "./layout.server.tsx";
import { noticeRows } from "./notice-rows.server.ts";

type RequestData = EmailSite & {
  reference: string;
  workshopTitle: string;
  /** Cents asked for (the amount paid). */
  amount: number;
  /** The booking's own page (docs/product/after-sale-and-refunds.md#booking-page). */
  bookingUrl: string;
  /** The language of the family's request. */
  language: Language;
};

function familyEmail(data: RequestData, subject: string, heading: string, body: string) {
  const familyLanguage = data.language;
  const locale = { locale: familyLanguage };
  const questions = m.email_refund_questions({ contactEmail: data.contactEmail }, locale);
  const button = m.email_booking_page_button({}, locale);
  return renderEmail(
    subject,
    [
      body,
      "",
      `${withColon(button, familyLanguage)} ${data.bookingUrl}`,
      "",
      questions,
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={emailMessages[familyLanguage]} title={subject}>
      <Heading as="h1" style={headingStyle}>
        {heading}
      </Heading>
      <Text style={paragraph}>{body}</Text>
      <EmailButton href={data.bookingUrl}>{button}</EmailButton>
      <Text style={paragraph}>{questions}</Text>
    </EmailLayout>,
    familyLanguage,
  );
}

/** To the family: their guarantee request is received and waits for an administrator. */
export function refundRequestReceivedEmail(data: RequestData) {
  const locale = { locale: data.language };
  const values = { reference: data.reference, workshopTitle: data.workshopTitle };
  return familyEmail(
    data,
    m.email_refund_request_subject(values, locale),
    m.email_refund_request_heading({}, locale),
    m.email_refund_request_body({ ...values, amount: formatEuros(data.amount, data.language) }, locale),
  );
}

/** To the family: an administrator declined their request; the booking stays. */
export function refundRequestDeclinedEmail(data: RequestData) {
  const locale = { locale: data.language };
  const values = { reference: data.reference, workshopTitle: data.workshopTitle };
  return familyEmail(
    data,
    m.email_refund_declined_subject(values, locale),
    m.email_refund_declined_heading({}, locale),
    m.email_refund_declined_body(values, locale),
  );
}

/**
 * The academy's notice of a guarantee request (docs/product/groups-and-delivery.md#academy-notifications),
 * in French like the back-office. The family's reason is quoted: it goes to the academy only.
 */
export function refundRequestNoticeEmail(
  data: EmailSite & {
    reference: string;
    workshopTitle: string;
    parentName: string;
    parentEmail: string;
    amount: number;
    reason: string;
    backOfficeUrl: string;
  },
) {
  const language = backOfficeLanguage;
  const locale = { locale: language };
  const subject = m.email_refund_notice_subject(
    { workshopTitle: data.workshopTitle, reference: data.reference },
    locale,
  );
  const rows = noticeRows(
    [
      [m.email_notice_reference({}, locale), data.reference],
      [m.email_notice_workshop({}, locale), data.workshopTitle],
      [m.email_notice_parent({}, locale), `${data.parentName} <${data.parentEmail}>`],
      [m.email_refund_notice_amount({}, locale), formatEuros(data.amount, language)],
      [m.email_refund_notice_reason({}, locale), data.reason || m.email_refund_notice_no_reason({}, locale)],
    ],
    language,
  );
  const intro = m.email_refund_notice_intro({}, locale);
  return renderEmail(
    subject,
    [intro, "", ...rows.map(([label, value]) => `${label} ${value}`), "", data.backOfficeUrl],
    <EmailLayout site={data} messages={emailMessages.en} title={subject} lang={language}>
      <Heading as="h1" style={headingStyle}>
        {m.email_refund_notice_heading({}, locale)}
      </Heading>
      <Text style={paragraph}>{intro}</Text>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, margin: "0 0 4px", whiteSpace: "pre-line" }}>
          {`${label} `}
          <strong>{value}</strong>
        </Text>
      ))}
      <EmailButton href={data.backOfficeUrl}>{m.email_refund_notice_button({}, locale)}</EmailButton>
    </EmailLayout>,
    language,
  );
}
