import { Heading, Text } from "@react-email/components";
import { emailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { m } from "#shared/i18n/messages.ts";
import { formatEuros } from "#shared/money.ts";
import { withColon } from "#shared/label-with-colon.ts";
import { EmailButton, EmailLayout, headingStyle, paragraph, type EmailSite } from "./layout.server.tsx";
import { noticeRows } from "./notice-rows.server.ts";

/**
 * The academy's notice of a new booking (docs/product/groups-and-delivery.md#academy-notifications), in
 * French like the back-office; one for an order of several teens, with each teen's reference and the
 * order's total. No teen's details: the booking's page in the back-office has them.
 */
export function newBookingNoticeEmail(
  data: EmailSite & {
    reference: string;
    /** An order of several teens: each teen's reference, the order's first; absent for one teen. */
    teenReferences?: string[];
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
  const several = (data.teenReferences?.length ?? 0) > 1;
  const references = several ? data.teenReferences!.join(", ") : data.reference;
  const subject = m.email_new_booking_notice_subject(
    { workshopTitle: data.workshopTitle, reference: references },
    locale,
  );
  const rows = noticeRows(
    [
      [several ? m.email_notice_references({}, locale) : m.email_notice_reference({}, locale), references],
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
      `${withColon(m.email_notice_open_back_office({}, locale), language)} ${data.backOfficeUrl}`,
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
