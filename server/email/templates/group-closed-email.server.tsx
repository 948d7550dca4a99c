import { Text } from "@react-email/components";
import { withColon } from "#shared/label-with-colon.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import { momentText } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  PastedLink,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/**
 * The academy closed the family's group for being too small (docs/product/groups.md#groups-too-small-to-run):
 * the other groups it may move to, the full refund, the deadline after which it is refunded, and
 * the booking page where each choice is one click.
 */
export function groupClosedEmail(
  data: EmailSite & {
    parentName: string;
    workshopTitle: string;
    reference: string;
    /** The other groups with a seat free, named in the family's language. */
    groups: string[];
    deadline: Date;
    timeZone: string;
    bookingUrl: string;
  },
  language: Language,
) {
  const t = emailMessages[language];
  const m = t.groupClosed;
  const subject = m.subject(data.workshopTitle);
  const closed = m.closed(data.workshopTitle, data.reference);
  const moves =
    data.groups.length > 0 ? [m.moveIntro, ...data.groups.map((label) => `- ${label}`)] : [m.noGroup];
  // "Or get a full refund" follows a list of groups only.
  const refund = data.groups.length > 0 ? m.refund : m.refundOnly;
  const deadline = m.deadline(momentText(data.deadline, data.timeZone, language));
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      closed,
      "",
      ...moves,
      "",
      refund,
      "",
      deadline,
      "",
      `${withColon(m.button, t.language)} ${data.bookingUrl}`,
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>{closed}</Text>
      {data.groups.length > 0 ? (
        <>
          <Text style={paragraph}>{m.moveIntro}</Text>
          <ul>
            {data.groups.map((label) => (
              <li key={label}>
                <Text style={{ ...paragraph, margin: "0 0 8px" }}>{label}</Text>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Text style={paragraph}>{m.noGroup}</Text>
      )}
      <Text style={paragraph}>{refund}</Text>
      <Text style={paragraph}>{deadline}</Text>
      <EmailButton href={data.bookingUrl}>{m.button}</EmailButton>
      <PastedLink href={data.bookingUrl} messages={t} />
    </EmailLayout>,
    t.language,
  );
}
