import { Text } from "@react-email/components";
import { emailMessages } from "#server/email/messages.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import type { Language } from "#shared/language.ts";
import {
  EmailLayout,
  EmailOpening,
  LinkLine,
  linkLineText,
  mutedParagraph,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/** A message an administrator or a coach wrote to every family of a group, as its author wrote it. */
export function groupMessageEmail(
  data: EmailSite & {
    parentName: string;
    subject: string;
    body: string;
    authorName: string;
    workshopTitle: string;
    bookingUrl: string;
  },
  language: Language,
) {
  const t = emailMessages[language];
  const m = t.groupMessage;
  const from = m.from(data.authorName, data.workshopTitle);
  const paragraphs = data.body.split(/\n{2,}/);
  return renderEmail(
    data.subject,
    [
      t.greeting(data.parentName),
      "",
      data.body,
      "",
      from,
      "",
      linkLineText(m.bookingPage, data.bookingUrl),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={data.subject}>
      <EmailOpening heading={data.subject} greeting={t.greeting(data.parentName)} />
      {paragraphs.map((text, index) => (
        <Text key={index} style={{ ...paragraph, whiteSpace: "pre-line" }}>
          {text}
        </Text>
      ))}
      <Text style={mutedParagraph}>{from}</Text>
      <LinkLine text={m.bookingPageLink} url={data.bookingUrl} />
    </EmailLayout>,
    t.language,
  );
}
