import { Text } from "@react-email/components";
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
 * The waiting-list offer: sent to the one family a freed place is held for, with the link that
 * books it (docs/product/waiting-list-and-newsletter.md#when-a-place-opens).
 */
export function placeOpenEmail(
  data: EmailSite & { workshopTitle: string; bookingUrl: string; heldUntil: string; seats?: number },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.placeOpen;
  // Brothers and sisters on one entry: the offer holds a seat for each, in the same group.
  const seats = data.seats ?? 1;
  const several = seats > 1;
  const subject = m.subject(data.workshopTitle, several);
  return renderEmail(
    subject,
    [
      t.greeting(""),
      "",
      `${m.goodNewsBefore(several)}${data.workshopTitle}${m.goodNewsAfter}`,
      m.held(data.heldUntil, several),
      ...(several ? [m.seats(seats)] : []),
      data.bookingUrl,
      "",
      m.nextFamily(several),
      "",
      m.why(data.contactEmail),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading(several)} greeting={t.greeting("")} />
      <Text style={paragraph}>
        {m.goodNewsBefore(several)}
        <strong>{data.workshopTitle}</strong>
        {m.goodNewsAfter}
      </Text>
      <Text style={paragraph}>{m.held(data.heldUntil, several)}</Text>
      {several && <Text style={paragraph}>{m.seats(seats)}</Text>}
      <EmailButton href={data.bookingUrl}>{m.button(several)}</EmailButton>
      <Text style={paragraph}>{m.nextFamily(several)}</Text>
      <Text style={mutedParagraph}>{m.why(data.contactEmail)}</Text>
    </EmailLayout>,
    t.language,
  );
}
