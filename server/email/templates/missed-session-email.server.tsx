import { Text } from "@react-email/components";
import { emailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import type { Language } from "#shared/language.ts";
import {
  EmailLayout,
  EmailOpening,
  LinkLine,
  linkLineText,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/**
 * The short word a family gets the day its teen missed a session
 * (docs/product/coaches-and-attendance.md#missed-session-e-mail): which session, the next one, and
 * how to tell the academy it was a mistake.
 */
export function missedSessionEmail(
  data: EmailSite & {
    parentName: string;
    teenName: string;
    workshopTitle: string;
    sessionNumber: number;
    sessionCount: number;
    sessionText: string;
    nextSessionText: string | null;
    bookingUrl: string;
  },
  language: Language,
) {
  const t = emailMessages[language];
  const m = t.missedSession;
  const subject = m.subject(data.teenName, data.workshopTitle);
  const missed = m.missed(data.teenName, data.sessionNumber, data.sessionCount, data.sessionText);
  const next = data.nextSessionText ? m.next(data.nextSessionText) : m.last;
  const mistake = m.mistake(data.teenName, data.contactEmail);
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      missed,
      "",
      next,
      "",
      mistake,
      "",
      linkLineText(m.bookingPage, data.bookingUrl),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>{missed}</Text>
      <Text style={paragraph}>{next}</Text>
      <Text style={paragraph}>{mistake}</Text>
      <LinkLine text={m.bookingPageLink} url={data.bookingUrl} />
    </EmailLayout>,
    t.language,
  );
}
