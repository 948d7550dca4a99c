import { Heading, Link, Text } from "@react-email/components";
import { withColon } from "#shared/label-with-colon.ts";
import { formatEuros } from "#shared/money.ts";
import { momentText } from "#shared/group-schedule.ts";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  LinkLine,
  brandLink,
  linkLineText,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";
import { CalendarLinksLine, calendarLinksText } from "./calendar-links.server.tsx";
import type { CalendarLinks } from "#shared/calendar-links.ts";

export type ConfirmationEmailData = EmailSite & {
  reference: string;
  workshopTitle: string;
  /** The chosen schedule, when the workshop has one (productivity). */
  schedule: string;
  parentName: string;
  /** The teen of a one-teen order (an order of several names each in `teens`). */
  teenName: string;
  amountPaid: number;
  discountAmount: number;
  discountCode: string | null;
  /** The booking's invoice: its own link, which opens only the PDF (none for a free booking). */
  receiptUrl?: string;
  /** The booking's own page (docs/product/after-sale-and-refunds.md#booking-page). */
  bookingUrl: string;
  /** An order of several teens: each one's name, booking reference and own booking page. */
  teens?: { name: string; reference: string; bookingUrl: string }[];
  /** Web calendars' links for the group's sessions, beside the attached `.ics`; absent without a group. */
  calendarLinks?: CalendarLinks | null;
  /** Whether the group's calendar file goes with this e-mail (not while the booking waits for a group). */
  calendarAttached?: boolean;
};

const cell = { padding: "6px", borderBottom: "1px solid #eee" };

/** The booking confirmation (HTML and plain text) sent once when a payment is confirmed. */
export function bookingConfirmationEmail(
  data: ConfirmationEmailData,
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.bookingConfirmation;
  const subject = m.subject(data.workshopTitle, data.reference);
  const teens = data.teens && data.teens.length > 1 ? data.teens : undefined;
  const thanksBefore = teens
    ? m.thanksBeforeSeveral(teens.map((teen) => teen.name))
    : m.thanksBefore(data.teenName);
  const thanksAfter = teens ? m.thanksAfterSeveral : m.thanksAfter;
  const rows: [string, string][] = [
    teens
      ? [m.rows.references, teens.map((teen) => teen.reference).join(", ")]
      : [m.rows.reference, data.reference],
    [m.rows.workshop, data.workshopTitle],
    ...(data.schedule ? ([[m.rows.schedule, data.schedule]] as [string, string][]) : []),
    teens
      ? [m.rows.participants, teens.map((teen) => `${teen.name} (${teen.reference})`).join(", ")]
      : [m.rows.participant, data.teenName],
    [m.rows.amountPaid, formatEuros(data.amountPaid, t.language)],
    ...(data.discountAmount > 0
      ? ([[m.rows.discount, m.discountValue(data.discountAmount, data.discountCode)]] as [string, string][])
      : []),
  ];
  const nextSteps = m.nextSteps(data.contactEmail, data.calendarAttached ?? true);
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      `${thanksBefore}${data.workshopTitle}${thanksAfter}`,
      "",
      ...rows.map(([label, value]) => `${withColon(label, t.language)} ${value}`),
      "",
      m.nextStepsHeading,
      ...nextSteps.map((step) => `- ${step}`),
      "",
      ...(data.receiptUrl ? [`${m.receiptText} ${data.receiptUrl}`] : []),
      ...(teens
        ? teens.map((teen) => `${m.teenPageLink(teen.name, teen.reference)} ${teen.bookingUrl}`)
        : [linkLineText(m.bookingPage, data.bookingUrl)]),
      ...(data.calendarLinks ? calendarLinksText(data.calendarLinks, t.language) : []),
      "",
      m.policy.heading,
      ...m.policy.rules.map((rule) => `- ${withColon(rule.label, t.language)} ${rule.text}`),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>
        {thanksBefore}
        <strong>{data.workshopTitle}</strong>
        {thanksAfter}
      </Text>
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: "collapse", margin: "16px 0", width: "100%" }}
      >
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ ...cell, color: "#5b6472" }}>{label}</td>
              <td style={{ ...cell, fontWeight: "bold" }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.receiptUrl && <EmailButton href={data.receiptUrl}>{m.receiptButton}</EmailButton>}
      {teens ? (
        teens.map((teen) => (
          <LinkLine
            key={teen.reference}
            text={m.teenPageLink(teen.name, teen.reference)}
            url={teen.bookingUrl}
          />
        ))
      ) : (
        <LinkLine text={m.bookingPageLink} url={data.bookingUrl} />
      )}
      {data.calendarLinks && <CalendarLinksLine links={data.calendarLinks} language={t.language} />}
      <Heading as="h2" style={{ fontSize: "18px", margin: "20px 0 8px" }}>
        {m.nextStepsHeading}
      </Heading>
      <ul>
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <Heading as="h2" style={{ fontSize: "18px", margin: "20px 0 8px" }}>
        {m.policy.heading}
      </Heading>
      <ul>
        {m.policy.rules.map((rule) => (
          <li key={rule.label}>
            <strong>{rule.label}</strong>
            {withColon("", t.language)} {rule.text}
          </li>
        ))}
      </ul>
    </EmailLayout>,
    t.language,
  );
}

/** Sent when a payment came after its seat was given away: refunded, and the waiting list offered. */
export function lateRefundEmail(
  data: EmailSite & {
    workshopTitle: string;
    schedule: string;
    parentName: string;
    amount: number;
    waitlistUrl: string;
  },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.lateRefund;
  const subject = m.subject(data.workshopTitle);
  const what = data.schedule ? `${data.workshopTitle} (${data.schedule})` : data.workshopTitle;
  const amount = formatEuros(data.amount, t.language);
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      `${m.lateBefore}${what}${m.lateAfter}`,
      `${m.refundBefore}${amount}${m.refundAfter}`,
      "",
      `${m.waitlist} ${data.waitlistUrl}`,
      "",
      m.sorryQuestions(data.contactEmail),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>
        {m.lateBefore}
        <strong>{what}</strong>
        {m.lateAfter}
      </Text>
      <Text style={paragraph}>
        {m.refundBefore}
        <strong>{amount}</strong>
        {m.refundAfter}
      </Text>
      <EmailButton href={data.waitlistUrl}>{m.button}</EmailButton>
      <Text style={paragraph}>{m.sorry}</Text>
    </EmailLayout>,
    t.language,
  );
}

/**
 * Sent to the parent when an administrator cancels their booking, in English (the parents'
 * language). Refunds are handled by the academy on request (docs/product/after-sale-and-refunds.md).
 */
export function bookingCancelledEmail(
  /** `refundAmount`: cents given back with the cancellation (none: the family may ask us). */
  data: EmailSite & {
    reference: string;
    workshopTitle: string;
    refundAmount?: number;
    bookingUrl?: string;
    /** A withdrawal: the message acknowledges it, with its date (docs/product/after-sale-and-refunds.md#withdrawal). */
    withdrawnAt?: Date;
    /** The zone the booking's page gives its times in (the group's; UTC without a group), named with the date. */
    timeZone?: string;
    /** What the administrator wrote to the family with a partial refund (why this amount). */
    refundNote?: string;
  },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.bookingCancelled;
  const withdrawal = data.withdrawnAt
    ? // The family's proof of the date: the moment with its zone, as its booking page writes moments.
      m.withdrawalAck(
        data.reference,
        data.workshopTitle,
        momentText(data.withdrawnAt, data.timeZone ?? "UTC", t.language),
      )
    : null;
  const subject = withdrawal
    ? m.withdrawalSubject(data.reference, data.workshopTitle)
    : m.subject(data.reference, data.workshopTitle);
  const refunded = data.refundAmount ? m.refunded(formatEuros(data.refundAmount, t.language)) : null;
  const contact = refunded ? m.questions : m.refund;
  return renderEmail(
    subject,
    [
      t.greeting(""),
      "",
      withdrawal ??
        `${m.cancelledBefore}${data.reference}${m.cancelledMiddle}${data.workshopTitle}${m.cancelledAfter}`,
      ...(refunded ? [refunded] : []),
      ...(refunded && data.refundNote ? ["", m.note, data.refundNote, ""] : []),
      `${contact} ${data.contactEmail}.`,
      ...(data.bookingUrl ? ["", linkLineText(m.bookingPage, data.bookingUrl)] : []),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={withdrawal ? m.withdrawalHeading : m.heading} greeting={t.greeting("")} />
      {withdrawal ? (
        <Text style={paragraph}>{withdrawal}</Text>
      ) : (
        <Text style={paragraph}>
          {m.cancelledBefore}
          <strong>{data.reference}</strong>
          {m.cancelledMiddle}
          <strong>{data.workshopTitle}</strong>
          {m.cancelledAfter}
        </Text>
      )}
      {refunded ? <Text style={paragraph}>{refunded}</Text> : null}
      {refunded && data.refundNote ? (
        <Text style={{ ...paragraph, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {m.note}
          <br />
          <em>{data.refundNote}</em>
        </Text>
      ) : null}
      <Text style={paragraph}>
        {contact}{" "}
        <Link href={`mailto:${data.contactEmail}`} style={brandLink}>
          {data.contactEmail}
        </Link>
        .
      </Text>
      {data.bookingUrl ? <LinkLine text={m.bookingPageLink} url={data.bookingUrl} /> : null}
    </EmailLayout>,
    t.language,
  );
}
