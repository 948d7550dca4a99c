import { Link, Text } from "@react-email/components";
import { withColon } from "#shared/label-with-colon.ts";
import type { CalendarLinks } from "#shared/calendar-links.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { brandLink, paragraph } from "./layout.server.tsx";

/** The web calendars' links beside the attached `.ics` file: short link texts, never the long address. */
export function CalendarLinksLine({ links, language }: { links: CalendarLinks; language: Language }) {
  const locale = { locale: language };
  return (
    <Text style={paragraph}>
      <Link href={links.google} style={brandLink}>
        {m.booking_page_add_to_google({}, locale)}
      </Link>
      {" · "}
      <Link href={links.outlook} style={brandLink}>
        {m.booking_page_add_to_outlook({}, locale)}
      </Link>
    </Text>
  );
}

/** The same links in the text part, one per line. */
export function calendarLinksText(links: CalendarLinks, language: Language): string[] {
  const locale = { locale: language };
  return [
    `${withColon(m.booking_page_add_to_google({}, locale), language)} ${links.google}`,
    `${withColon(m.booking_page_add_to_outlook({}, locale), language)} ${links.outlook}`,
  ];
}
