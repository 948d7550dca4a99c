import { Link, Text } from "@react-email/components";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import {
  EmailLayout,
  EmailOpening,
  brandLink,
  mutedParagraph,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/** One booking in the list: what the family recognises it by, and its page's secret link. No teen's name. */
export type BookingLink = { reference: string; workshopTitle: string; url: string };

/** The links of every booking of an address, sent when a parent asks for them again (the lost-link form). */
export function bookingLinksEmail(
  data: EmailSite & { links: BookingLink[] },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.bookingLinks;
  const subject = m.subject(data.academyName);
  return renderEmail(
    subject,
    [
      t.greeting(""),
      "",
      m.intro,
      "",
      ...data.links.map((link) => `- ${link.workshopTitle} (${link.reference}): ${link.url}`),
      "",
      m.notYou,
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting("")} />
      <Text style={paragraph}>{m.intro}</Text>
      <ul>
        {data.links.map((link) => (
          <li key={link.reference}>
            <Link href={link.url} style={brandLink}>
              {link.workshopTitle} ({link.reference})
            </Link>
          </li>
        ))}
      </ul>
      <Text style={mutedParagraph}>{m.notYou}</Text>
    </EmailLayout>,
    t.language,
  );
}
