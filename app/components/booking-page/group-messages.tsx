import { useLanguage } from "#app/lib/use-language.ts";
import { formatDateTime } from "#shared/admin/dates.ts";
import type { BookingPageView } from "#shared/booking-page.ts";
import { m } from "#shared/i18n/messages.ts";

/** The messages the academy or the coach wrote to the group's families, as each family received them. */
export function GroupMessages({ messages }: { messages: BookingPageView["messages"] }) {
  const language = useLanguage();
  const locale = { locale: language };
  if (messages.length === 0) return null;
  return (
    <section
      aria-labelledby="group-messages-heading"
      className="rounded-2xl border border-border bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id="group-messages-heading" className="text-xl font-bold">
        {m.booking_page_messages_heading({}, locale)}
      </h2>
      <ul className="mt-3 flex flex-col gap-4">
        {messages.map((message) => (
          <li key={message.id} className="border-t border-border pt-3 first:border-t-0 first:pt-0">
            <p className="font-semibold">{message.subject}</p>
            <p className="text-xs text-muted-foreground">{formatDateTime(message.sentAt, language)}</p>
            <p className="mt-1 text-sm whitespace-pre-line">{message.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
