import { Text } from "@react-email/components";
import { withColon } from "#shared/label-with-colon.ts";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  mutedParagraph,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/**
 * Sent once when an address joins a workshop's waiting list, so the family knows it worked and
 * what comes next (docs/product/waiting-list-and-newsletter.md).
 */
export function waitlistJoinedEmail(
  /** `seats`: the teens the entry is for (omitted: one). */
  data: EmailSite & { workshopTitle: string; workshopUrl: string; seats?: number },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.waitlistJoined;
  const subject = m.subject(data.workshopTitle);
  const seats = data.seats ?? 1;
  return renderEmail(
    subject,
    [
      t.greeting(""),
      "",
      `${m.savedBefore}${data.workshopTitle}${m.savedAfter}`,
      ...(seats > 1 ? ["", m.seats(seats)] : []),
      "",
      m.next,
      "",
      `${withColon(m.button, t.language)} ${data.workshopUrl}`,
      "",
      m.why(data.contactEmail),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting("")} />
      <Text style={paragraph}>
        {m.savedBefore}
        <strong>{data.workshopTitle}</strong>
        {m.savedAfter}
      </Text>
      {seats > 1 && <Text style={paragraph}>{m.seats(seats)}</Text>}
      <Text style={paragraph}>{m.next}</Text>
      <EmailButton href={data.workshopUrl}>{m.button}</EmailButton>
      <Text style={mutedParagraph}>{m.why(data.contactEmail)}</Text>
    </EmailLayout>,
    t.language,
  );
}
