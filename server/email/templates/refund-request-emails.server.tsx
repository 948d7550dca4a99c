import { Heading, Text } from "@react-email/components";
import { m } from "#shared/i18n/messages.ts";
import { formatEuros, formatEurosFr } from "#shared/money.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { EmailButton, EmailLayout, headingStyle, paragraph, type EmailSite } from "./layout.server.tsx";

type RequestData = EmailSite & {
  reference: string;
  workshopTitle: string;
  /** Cents asked for (the amount paid). */
  amount: number;
  /** The booking's own page (docs/product/after-sale-and-refunds.md#booking-page). */
  bookingUrl: string;
};

const familyLanguage = emailLanguage("family");
const locale = { locale: familyLanguage };

function familyEmail(data: RequestData, subject: string, heading: string, body: string) {
  const questions = m.email_refund_questions({ contactEmail: data.contactEmail }, locale);
  const button = m.email_booking_page_button({}, locale);
  return renderEmail(
    subject,
    [body, "", `${button}: ${data.bookingUrl}`, "", questions, "", data.academyName],
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
  const values = { reference: data.reference, workshopTitle: data.workshopTitle };
  return familyEmail(
    data,
    m.email_refund_request_subject(values, locale),
    m.email_refund_request_heading({}, locale),
    m.email_refund_request_body({ ...values, amount: formatEuros(data.amount) }, locale),
  );
}

/** To the family: an administrator declined their request; the booking stays. */
export function refundRequestDeclinedEmail(data: RequestData) {
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
  const subject = `Demande de remboursement : ${data.workshopTitle} (${data.reference})`;
  const rows: [string, string][] = [
    ["Référence", data.reference],
    ["Atelier", data.workshopTitle],
    ["Parent", `${data.parentName} <${data.parentEmail}>`],
    ["Montant demandé", formatEurosFr(data.amount)],
    ["Motif", data.reason || "Non précisé"],
  ];
  const intro = "Une famille demande le remboursement garanti (7 jours après la première séance).";
  return renderEmail(
    subject,
    [intro, "", ...rows.map(([label, value]) => `${label} : ${value}`), "", data.backOfficeUrl],
    <EmailLayout site={data} messages={emailMessages.en} title={subject} lang={emailLanguage("academy")}>
      <Heading as="h1" style={headingStyle}>
        Demande de remboursement
      </Heading>
      <Text style={paragraph}>{intro}</Text>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, margin: "0 0 4px", whiteSpace: "pre-line" }}>
          {label} : <strong>{value}</strong>
        </Text>
      ))}
      <EmailButton href={data.backOfficeUrl}>Traiter la demande</EmailButton>
    </EmailLayout>,
    emailLanguage("academy"),
  );
}
