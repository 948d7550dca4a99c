import { Heading, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  LinkLine,
  PastedLink,
  linkLineText,
  paragraph,
  type EmailSite,
} from "./layout.server.tsx";

/** What every message about a group's sessions shows: its times in the group's own zone. */
export type GroupEmailData = EmailSite & {
  workshopTitle: string;
  parentName: string;
  teenName: string;
  /** "Mondays 4-5 PM New York time". */
  scheduleText: string;
  /** "Mon 7 Dec - Mon 28 Dec 2026". */
  datesText: string;
  videoUrl: string | null;
  /** The booking's own page. */
  bookingUrl: string;
};

/**
 * The group e-mails are one letter: the heading and greeting, the e-mail's own lines, then the
 * booking's page and the academy's name. Each template gives its own lines in both parts.
 */
function groupLetter(
  data: GroupEmailData,
  t: EmailMessages,
  m: { heading: string; bookingPage: string; bookingPageLink: string },
  letter: { subject: string; text: string[]; html: ReactNode },
) {
  return renderEmail(
    letter.subject,
    [
      t.greeting(data.parentName),
      "",
      ...letter.text,
      "",
      linkLineText(m.bookingPage, data.bookingUrl),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={letter.subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      {letter.html}
      <LinkLine text={m.bookingPageLink} url={data.bookingUrl} />
    </EmailLayout>,
    t.language,
  );
}

/** The group's video link, 24 hours before the first session (docs/product/groups-and-delivery.md#video-link). */
export function videoLinkEmail(
  data: GroupEmailData & { videoUrl: string; firstSessionText: string },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.videoLink;
  const first = m.firstSession(data.teenName, data.workshopTitle, data.firstSessionText);
  const schedule = m.schedule(data.scheduleText, data.datesText);
  return groupLetter(data, t, m, {
    subject: m.subject(data.workshopTitle),
    text: [
      first,
      "",
      m.join,
      data.videoUrl,
      "",
      schedule,
      "",
      m.checklistHeading,
      ...m.checklist.map((item) => `- ${item}`),
    ],
    html: (
      <>
        <Text style={paragraph}>{first}</Text>
        <Text style={paragraph}>{m.join}</Text>
        <EmailButton href={data.videoUrl}>{m.button}</EmailButton>
        <PastedLink href={data.videoUrl} messages={t} />
        <Text style={paragraph}>{schedule}</Text>
        <Heading as="h2" style={{ fontSize: "18px", margin: "20px 0 8px" }}>
          {m.checklistHeading}
        </Heading>
        <ul>
          {m.checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </>
    ),
  });
}

/** A reminder before one session (docs/product/groups-and-delivery.md#session-reminders). */
export function sessionReminderEmail(
  data: GroupEmailData & { sessionNumber: number; sessionCount: number; sessionText: string },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.sessionReminder;
  const session = m.session(
    data.teenName,
    data.sessionNumber,
    data.sessionCount,
    data.workshopTitle,
    data.sessionText,
  );
  return groupLetter(data, t, m, {
    subject: m.subject(data.workshopTitle, data.sessionText),
    text: [session, "", ...(data.videoUrl ? [m.join, data.videoUrl] : [m.noLink])],
    html: (
      <>
        <Text style={paragraph}>{session}</Text>
        {data.videoUrl ? (
          <>
            <Text style={paragraph}>{m.join}</Text>
            <EmailButton href={data.videoUrl}>{m.button}</EmailButton>
          </>
        ) : (
          <Text style={paragraph}>{m.noLink}</Text>
        )}
      </>
    ),
  });
}

/**
 * The notice sent when an administrator changes a group's time or link, or puts a waiting booking in a group
 * ("assigned"), with the group's calendar file.
 */
export function groupChangeEmail(
  data: GroupEmailData,
  t: EmailMessages = emailMessages[emailLanguage("family")],
  reason: "change" | "assigned" = "change",
) {
  const m = reason === "assigned" ? t.groupAssigned : t.groupChange;
  const changed = m.changed(data.teenName, data.workshopTitle);
  const schedule = m.schedule(data.scheduleText, data.datesText);
  return groupLetter(data, t, m, {
    subject: m.subject(data.workshopTitle),
    text: [
      changed,
      schedule,
      "",
      ...(data.videoUrl ? [linkLineText(m.join, data.videoUrl)] : [m.noLink]),
      "",
      m.calendar,
    ],
    html: (
      <>
        <Text style={paragraph}>{changed}</Text>
        <Text style={{ ...paragraph, fontWeight: "bold" }}>{schedule}</Text>
        {data.videoUrl ? (
          <LinkLine label={m.join} text={m.joinLink} url={data.videoUrl} />
        ) : (
          <Text style={paragraph}>{m.noLink}</Text>
        )}
        <Text style={paragraph}>{m.calendar}</Text>
      </>
    ),
  });
}
