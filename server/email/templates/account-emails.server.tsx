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

/**
 * The three account e-mails are one letter: a greeting, an intro, a button to the link and a note
 * under it. Only their texts differ, and whether the link is also written out in full.
 */
function accountLinkEmail(
  site: EmailSite,
  user: Recipient,
  url: string,
  t: EmailMessages,
  letter: {
    subject: string;
    textIntro: string;
    intro: string;
    button: string;
    note: string;
    pasteLink: boolean;
  },
) {
  return renderEmail(
    letter.subject,
    [
      t.greeting(nameOf(user)),
      "",
      letter.textIntro,
      "",
      url,
      "",
      letter.note,
      "",
      t.signature(site.academyName, site.contactEmail),
    ],
    <EmailLayout site={site} messages={t} title={letter.subject}>
      <Text style={paragraph}>{t.greeting(nameOf(user))}</Text>
      <Text style={paragraph}>{letter.intro}</Text>
      <EmailButton href={url}>{letter.button}</EmailButton>
      {letter.pasteLink ? <PastedLink href={url} messages={t} /> : null}
      <Text style={mutedParagraph}>{letter.note}</Text>
    </EmailLayout>,
    t.language,
  );
}

/** The message with the link that confirms a new account's e-mail address. */
export function verificationEmail(
  site: EmailSite,
  user: Recipient,
  url: string,
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.verification;
  return accountLinkEmail(site, user, url, t, {
    subject: m.subject(site.academyName),
    textIntro: m.introBeforeLink,
    intro: m.intro,
    button: m.button,
    note: m.validity,
    pasteLink: true,
  });
}

/** The message with the link that lets an account holder choose a new password. */
export function resetPasswordEmail(
  site: EmailSite,
  user: Recipient,
  url: string,
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.resetPassword;
  return accountLinkEmail(site, user, url, t, {
    subject: m.subject(site.academyName),
    textIntro: m.intro,
    intro: m.intro,
    button: m.button,
    note: m.validity,
    pasteLink: true,
  });
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
  return accountLinkEmail(site, user, signInUrl, t, {
    subject: m.subject(site.academyName),
    textIntro: m.introBeforeLink,
    intro: m.intro,
    button: m.button,
    note: m.notYou,
    pasteLink: false,
  });
}
