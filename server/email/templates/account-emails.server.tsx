import { Text } from "@react-email/components";
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

type Recipient = { firstName?: string | null; name?: string | null };

const nameOf = (user: Recipient) => (user.firstName || user.name || "").trim();

/** The message with the link that confirms a new account's e-mail address. */
export function verificationEmail(
  site: EmailSite,
  user: Recipient,
  url: string,
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.verification;
  const subject = m.subject(site.academyName);
  return renderEmail(
    subject,
    [
      t.greeting(nameOf(user)),
      "",
      m.introBeforeLink,
      "",
      url,
      "",
      m.validity,
      "",
      t.signature(site.academyName, site.contactEmail),
    ],
    <EmailLayout site={site} messages={t} title={subject}>
      <Text style={paragraph}>{t.greeting(nameOf(user))}</Text>
      <Text style={paragraph}>{m.intro}</Text>
      <EmailButton href={url}>{m.button}</EmailButton>
      <PastedLink href={url} messages={t} />
      <Text style={mutedParagraph}>{m.validity}</Text>
    </EmailLayout>,
    t.language,
  );
}

/** The message with the link that lets an account holder choose a new password. */
export function resetPasswordEmail(
  site: EmailSite,
  user: Recipient,
  url: string,
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.resetPassword;
  const subject = m.subject(site.academyName);
  return renderEmail(
    subject,
    [
      t.greeting(nameOf(user)),
      "",
      m.intro,
      "",
      url,
      "",
      m.validity,
      "",
      t.signature(site.academyName, site.contactEmail),
    ],
    <EmailLayout site={site} messages={t} title={subject}>
      <Text style={paragraph}>{t.greeting(nameOf(user))}</Text>
      <Text style={paragraph}>{m.intro}</Text>
      <EmailButton href={url}>{m.button}</EmailButton>
      <PastedLink href={url} messages={t} />
      <Text style={mutedParagraph}>{m.validity}</Text>
    </EmailLayout>,
    t.language,
  );
}

/**
 * Sent instead of an error when someone signs up with an address that already has an account: the
 * page answers as for a new account (it must not tell who has one), and the owner learns of it.
 */
export function accountExistsEmail(
  site: EmailSite,
  user: Recipient,
  signInUrl: string,
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.accountExists;
  const subject = m.subject(site.academyName);
  return renderEmail(
    subject,
    [
      t.greeting(nameOf(user)),
      "",
      m.introBeforeLink,
      "",
      signInUrl,
      "",
      m.notYou,
      "",
      t.signature(site.academyName, site.contactEmail),
    ],
    <EmailLayout site={site} messages={t} title={subject}>
      <Text style={paragraph}>{t.greeting(nameOf(user))}</Text>
      <Text style={paragraph}>{m.intro}</Text>
      <EmailButton href={signInUrl}>{m.button}</EmailButton>
      <Text style={mutedParagraph}>{m.notYou}</Text>
    </EmailLayout>,
    t.language,
  );
}
