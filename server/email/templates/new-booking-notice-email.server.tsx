import { Heading, Text } from "@react-email/components";
import { emailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { m } from "#shared/i18n/messages.ts";
import { formatEuros } from "#shared/money.ts";
import { EmailButton, EmailLayout, headingStyle, paragraph, type EmailSite } from "./layout.server.tsx";
import { noticeRows } from "./notice-rows.server.ts";

/**
 * The academy's notice of a new booking (docs/product/groups-and-delivery.md#academy-notifications), in
 * French like the back-office. No teen's details: the booking's page in the back-office has them.
 */
export function newBookingNoticeEmail(
  data: EmailSite & {
    reference: string;
    workshopTitle: string;
    /** The group's times, or empty while the booking waits for a group. */
    groupText: string;
    parentName: string;
    parentEmail: string;
    amountPaid: number;
    backOfficeUrl: string;
  },
) {
  const language = emailLanguage("academy");
  const locale = { locale: language };
  const subject = m.email_new_booking_notice_subject(
    { workshopTitle: data.workshopTitle, reference: data.reference },
    locale,
  );
  const rows = noticeRows(
    [
      [m.email_notice_reference({}, locale), data.reference],
      [m.email_notice_workshop({}, locale), data.workshopTitle],
      [
        m.email_new_booking_notice_group({}, locale),
        data.groupText || m.email_new_booking_notice_no_group({}, locale),
      ],
      [m.email_notice_parent({}, locale), `${data.parentName} <${data.parentEmail}>`],
      [m.email_new_booking_notice_amount({}, locale), formatEuros(data.amountPaid, language)],
    ],
    language,
  );
  return renderEmail(
    subject,
    [
      m.email_new_booking_notice_intro({}, locale),
      "",
      ...rows.map(([label, value]) => `${label} ${value}`),
      "",
      `${m.email_notice_open_back_office({}, locale)} : ${data.backOfficeUrl}`,
    ],
    <EmailLayout site={data} messages={emailMessages.en} title={subject} lang={language}>
      <Heading as="h1" style={headingStyle}>
        {m.email_new_booking_notice_heading({}, locale)}
      </Heading>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, margin: "0 0 4px" }}>
          {`${label} `}
          <strong>{value}</strong>
        </Text>
      ))}
      <EmailButton href={data.backOfficeUrl}>{m.email_notice_open_back_office({}, locale)}</EmailButton>
    </EmailLayout>,
    language,
  );
}
