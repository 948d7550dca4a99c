import { Heading, Link, Text } from "@react-email/components";
import { emailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { formatEurosFr } from "#shared/money.ts";
import { EmailLayout, headingStyle, paragraph, type EmailSite } from "./layout.server.tsx";

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
  const subject = `Nouvelle réservation : ${data.workshopTitle} (${data.reference})`;
  const rows: [string, string][] = [
    ["Référence", data.reference],
    ["Atelier", data.workshopTitle],
    ["Groupe", data.groupText || "En attente d'un groupe"],
    ["Parent", `${data.parentName} <${data.parentEmail}>`],
    ["Montant", formatEurosFr(data.amountPaid)],
  ];
  return renderEmail(
    subject,
    [
      "Nouvelle réservation confirmée.",
      "",
      ...rows.map(([label, value]) => `${label} : ${value}`),
      "",
      data.backOfficeUrl,
    ],
    <EmailLayout site={data} messages={emailMessages.en} title={subject} lang={emailLanguage("academy")}>
      <Heading as="h1" style={headingStyle}>
        Nouvelle réservation confirmée
      </Heading>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, margin: "0 0 4px" }}>
          {label} : <strong>{value}</strong>
        </Text>
      ))}
      <Text style={paragraph}>
        <Link href={data.backOfficeUrl}>{data.backOfficeUrl}</Link>
      </Text>
    </EmailLayout>,
    emailLanguage("academy"),
  );
}
