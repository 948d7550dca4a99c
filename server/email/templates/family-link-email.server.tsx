import { Text } from "@react-email/components";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  PastedLink,
  mutedParagraph,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/**
 * The sign-in link to the page of a family's bookings, sent when a parent asks for it from `/bookings`
 * (docs/product/after-sale-and-refunds.md#family-page). It names no booking and no teen.
 */
export function familyLinkEmail(
  data: EmailSite & { url: string; minutes: number },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.familyLink;
  const subject = m.subject(data.academyName);
  return renderEmail(
    subject,
    [t.greeting(""), "", m.intro, data.url, "", m.validity(data.minutes), "", m.notYou, "", data.academyName],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting("")} />
      <Text style={paragraph}>{m.intro}</Text>
      <EmailButton href={data.url}>{m.button}</EmailButton>
      <PastedLink href={data.url} messages={t} />
      <Text style={paragraph}>{m.validity(data.minutes)}</Text>
      <Text style={mutedParagraph}>{m.notYou}</Text>
    </EmailLayout>,
    t.language,
  );
}
