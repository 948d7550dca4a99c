import { Text } from "@react-email/components";
import { withColon } from "#shared/label-with-colon.ts";
import { paths } from "#shared/paths.ts";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import {
  EmailButton,
  EmailLayout,
  PastedLink,
  mutedParagraph,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

const smallMuted = { ...mutedParagraph, fontSize: "14px" };

/** The double opt-in message (docs/product/waiting-list-and-newsletter.md#double-opt-in). */
export function newsletterConfirmationEmail(
  site: EmailSite,
  links: { confirmUrl: string; unsubscribeUrl: string },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.newsletterConfirmation;
  const subject = m.subject(site.academyName);
  return renderEmail(
    subject,
    [
      t.greeting(""),
      "",
      m.thanks(site.academyName),
      "",
      m.confirmBeforeLink,
      links.confirmUrl,
      "",
      m.ignore,
      "",
      `${m.unsubscribe} ${links.unsubscribeUrl}`,
    ],
    <EmailLayout site={site} messages={t} title={subject} unsubscribeUrl={links.unsubscribeUrl}>
      <Text style={paragraph}>{t.greeting("")}</Text>
      <Text style={paragraph}>{m.thanks(site.academyName)}</Text>
      <Text style={paragraph}>{m.confirm}</Text>
      <EmailButton href={links.confirmUrl}>{m.button}</EmailButton>
      <PastedLink href={links.confirmUrl} messages={t} />
      <Text style={smallMuted}>{m.ignore}</Text>
    </EmailLayout>,
    t.language,
  );
}

/** Sent once the address is confirmed; like every newsletter e-mail it carries the unsubscribe link. */
export function newsletterWelcomeEmail(
  site: EmailSite & { publicUrl: string },
  links: { unsubscribeUrl: string },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.newsletterWelcome;
  const subject = m.subject(site.academyName);
  const workshops = `${site.publicUrl}${paths.workshops}`;
  return renderEmail(
    subject,
    [
      t.greeting(""),
      "",
      m.confirmed,
      "",
      `${withColon(m.button, t.language)} ${workshops}`,
      "",
      `${m.unsubscribe} ${links.unsubscribeUrl}`,
    ],
    <EmailLayout site={site} messages={t} title={subject} unsubscribeUrl={links.unsubscribeUrl}>
      <Text style={paragraph}>{t.greeting("")}</Text>
      <Text style={paragraph}>{m.confirmed}</Text>
      <EmailButton href={workshops}>{m.button}</EmailButton>
    </EmailLayout>,
    t.language,
  );
}
