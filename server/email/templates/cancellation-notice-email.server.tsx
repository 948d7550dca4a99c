import { Heading, Text } from "@react-email/components";
import { emailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { m } from "#shared/i18n/messages.ts";
import { formatEuros } from "#shared/money.ts";
import { EmailButton, EmailLayout, headingStyle, paragraph, type EmailSite } from "./layout.server.tsx";
import { noticeRows } from "./notice-rows.server.ts";

/**
 * The academy's notice of a family's own cancellation (docs/product/groups-and-delivery.md#academy-notifications),
 * in French like the back-office, without the teen's details.
 */
export function cancellationNoticeEmail(
  data: EmailSite & {
    reference: string;
    workshopTitle: string;
    parentName: string;
    parentEmail: string;
    /** Cents given back with the cancellation; 0 for none. */
    refundAmount: number;
    backOfficeUrl: string;
  },
) {
  const language = emailLanguage("academy");
  const locale = { locale: language };
  const values = { workshopTitle: data.workshopTitle, reference: data.reference };
  const subject = m.email_cancellation_notice_subject(values, locale);
  const rows = noticeRows(
    [
      [m.email_notice_reference({}, locale), data.reference],
      [m.email_notice_workshop({}, locale), data.workshopTitle],
      [m.email_notice_parent({}, locale), `${data.parentName} <${data.parentEmail}>`],
      [
        m.email_cancellation_notice_refund({}, locale),
        data.refundAmount > 0
          ? formatEuros(data.refundAmount, language)
          : m.email_cancellation_notice_no_refund({}, locale),
      ],
    ],
    language,
  );
  const intro = m.email_cancellation_notice_intro({}, locale);
  const button = m.email_notice_open_back_office({}, locale);
  return renderEmail(
    subject,
    [
      intro,
      "",
      ...rows.map(([label, value]) => `${label} ${value}`),
      "",
      `${button} : ${data.backOfficeUrl}`,
    ],
    <EmailLayout site={data} messages={emailMessages.en} title={subject} lang={language}>
      <Heading as="h1" style={headingStyle}>
        {m.email_cancellation_notice_heading({}, locale)}
      </Heading>
      <Text style={paragraph}>{intro}</Text>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, margin: "0 0 4px" }}>
          {`${label} `}
          <strong>{value}</strong>
        </Text>
      ))}
      <EmailButton href={data.backOfficeUrl}>{button}</EmailButton>
    </EmailLayout>,
    language,
  );
}
