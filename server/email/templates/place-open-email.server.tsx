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
  const subject = m.subject(data.workshopTitle);
  // Brothers and sisters on one entry: the offer holds a seat for each, in the same group.
  const seats = data.seats ?? 1;
  return renderEmail(
    subject,
    [
      t.greeting(""),
      "",
      `${m.goodNewsBefore}${data.workshopTitle}${m.goodNewsAfter}`,
      m.held(data.heldUntil),
      ...(seats > 1 ? [m.seats(seats)] : []),
      data.bookingUrl,
      "",
      m.nextFamily,
      "",
      m.why(data.contactEmail),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting("")} />
      <Text style={paragraph}>
        {m.goodNewsBefore}
        <strong>{data.workshopTitle}</strong>
        {m.goodNewsAfter}
      </Text>
      <Text style={paragraph}>{m.held(data.heldUntil)}</Text>
      {seats > 1 && <Text style={paragraph}>{m.seats(seats)}</Text>}
      <EmailButton href={data.bookingUrl}>{m.button}</EmailButton>
      <Text style={paragraph}>{m.nextFamily}</Text>
      <Text style={mutedParagraph}>{m.why(data.contactEmail)}</Text>
    </EmailLayout>,
    t.language,
  );
}
