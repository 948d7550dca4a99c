import { Text } from "@react-email/components";
import { emailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import type { Language } from "#shared/language.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  PastedLink,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/** A new coach's invitation: the link that sets the account's password, and the second factor ahead. */
export function coachInvitationEmail(
  data: EmailSite & { name: string; url: string; days: number },
  language: Language,
) {
  const t = emailMessages[language];
  const m = t.coachInvitation;
  const subject = m.subject(data.academyName);
  const intro = m.intro(data.academyName);
  return renderEmail(
    subject,
    [
      t.greeting(data.name),
      "",
      intro,
      data.url,
      "",
      m.validity(data.days),
      "",
      m.secondFactor,
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.name)} />
      <Text style={paragraph}>{intro}</Text>
      <EmailButton href={data.url}>{m.button}</EmailButton>
      <PastedLink href={data.url} messages={t} />
      <Text style={paragraph}>{m.validity(data.days)}</Text>
      <Text style={paragraph}>{m.secondFactor}</Text>
    </EmailLayout>,
    t.language,
  );
}
