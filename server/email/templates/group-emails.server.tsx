import { Link, Text } from "@react-email/components";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { renderEmail } from "#server/email/render-email.server.ts";
import {
  EmailButton,
  EmailLayout,
  EmailOpening,
  LinkLine,
  brandLink,
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

/** The group's video link, 24 hours before the first session (docs/product/groups-and-delivery.md#video-link). */
export function videoLinkEmail(
  data: GroupEmailData & { videoUrl: string; firstSessionText: string },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.videoLink;
  const subject = m.subject(data.workshopTitle);
  const first = m.firstSession(data.teenName, data.workshopTitle, data.firstSessionText);
  const schedule = m.schedule(data.scheduleText, data.datesText);
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      first,
      "",
      m.join,
      data.videoUrl,
      "",
      schedule,
      "",
      linkLineText(m.bookingPage, data.bookingUrl),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>{first}</Text>
      <Text style={paragraph}>{m.join}</Text>
      <EmailButton href={data.videoUrl}>{m.button}</EmailButton>
      <Text style={paragraph}>
        <Link href={data.videoUrl} style={brandLink}>
          {data.videoUrl}
        </Link>
      </Text>
      <Text style={paragraph}>{schedule}</Text>
      <LinkLine label={m.bookingPage} url={data.bookingUrl} />
    </EmailLayout>,
    t.language,
  );
}

/** A reminder before one session (docs/product/groups-and-delivery.md#session-reminders). */
export function sessionReminderEmail(
  data: GroupEmailData & { sessionNumber: number; sessionCount: number; sessionText: string },
  t: EmailMessages = emailMessages[emailLanguage("family")],
) {
  const m = t.sessionReminder;
  const subject = m.subject(data.workshopTitle, data.sessionText);
  const session = m.session(
    data.teenName,
    data.sessionNumber,
    data.sessionCount,
    data.workshopTitle,
    data.sessionText,
  );
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      session,
      "",
      ...(data.videoUrl ? [m.join, data.videoUrl] : [m.noLink]),
      "",
      linkLineText(m.bookingPage, data.bookingUrl),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>{session}</Text>
      {data.videoUrl ? (
        <>
          <Text style={paragraph}>{m.join}</Text>
          <EmailButton href={data.videoUrl}>{m.button}</EmailButton>
        </>
      ) : (
        <Text style={paragraph}>{m.noLink}</Text>
      )}
      <LinkLine label={m.bookingPage} url={data.bookingUrl} />
    </EmailLayout>,
    t.language,
  );
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
  const subject = m.subject(data.workshopTitle);
  const changed = m.changed(data.teenName, data.workshopTitle);
  const schedule = m.schedule(data.scheduleText, data.datesText);
  return renderEmail(
    subject,
    [
      t.greeting(data.parentName),
      "",
      changed,
      schedule,
      "",
      ...(data.videoUrl ? [linkLineText(m.join, data.videoUrl)] : [m.noLink]),
      "",
      m.calendar,
      "",
      linkLineText(m.bookingPage, data.bookingUrl),
      "",
      data.academyName,
    ],
    <EmailLayout site={data} messages={t} title={subject}>
      <EmailOpening heading={m.heading} greeting={t.greeting(data.parentName)} />
      <Text style={paragraph}>{changed}</Text>
      <Text style={{ ...paragraph, fontWeight: "bold" }}>{schedule}</Text>
      {data.videoUrl ? (
        <LinkLine label={m.join} url={data.videoUrl} />
      ) : (
        <Text style={paragraph}>{m.noLink}</Text>
      )}
      <Text style={paragraph}>{m.calendar}</Text>
      <LinkLine label={m.bookingPage} url={data.bookingUrl} />
    </EmailLayout>,
    t.language,
  );
}
