import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { GROUP_MESSAGE_BODY_MAX_LENGTH, GROUP_MESSAGE_SUBJECT_MAX_LENGTH } from "#shared/group-message.ts";
import { m } from "#shared/i18n/messages.ts";

export type SentMessage = { id: string; sentAt: string; authorName: string; subject: string; body: string };

/**
 * Writing one message to all of the group's families, in English, French or both, and the messages
 * already sent. Each family gets its own e-mail: no family sees another's address.
 */
export function GroupMessageForm({ sent }: { sent: SentMessage[] }) {
  const locale = { locale: useLanguage() };
  const busy = useNavigation().state !== "idle";
  const fields = [
    { name: "subjectEn", label: m.coach_message_subject_en({}, locale), long: false },
    { name: "bodyEn", label: m.coach_message_body_en({}, locale), long: true },
    { name: "subjectFr", label: m.coach_message_subject_fr({}, locale), long: false },
    { name: "bodyFr", label: m.coach_message_body_fr({}, locale), long: true },
  ];
  return (
    <section aria-labelledby="group-message" className="flex flex-col gap-3">
      <h2 id="group-message" className="text-lg font-bold">
        {m.coach_message_heading({}, locale)}
      </h2>
      <p className="text-sm text-muted-foreground">{m.coach_message_intro({}, locale)}</p>
      <Form method="post" className="grid gap-4 rounded-xl border border-border bg-white p-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="message" />
        {fields.map((field) => (
          <div
            key={field.name}
            className={field.long ? "flex flex-col gap-2 md:row-start-2" : "flex flex-col gap-2"}
          >
            <Label htmlFor={`message-${field.name}`}>{field.label}</Label>
            {field.long ? (
              <Textarea
                id={`message-${field.name}`}
                name={field.name}
                rows={5}
                maxLength={GROUP_MESSAGE_BODY_MAX_LENGTH}
              />
            ) : (
              <Input
                id={`message-${field.name}`}
                name={field.name}
                maxLength={GROUP_MESSAGE_SUBJECT_MAX_LENGTH}
                autoComplete="off"
              />
            )}
          </div>
        ))}
        <Button type="submit" className="self-start md:col-span-2 md:justify-self-start" disabled={busy}>
          {m.coach_message_send({}, locale)}
        </Button>
      </Form>
      {sent.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={m.coach_message_sent_list({}, locale)}>
          {sent.map((message) => (
            <li key={message.id} className="rounded-xl border border-border bg-white p-3 text-sm">
              <p className="font-semibold">{message.subject}</p>
              <p className="text-xs text-muted-foreground">
                {m.coach_message_sent_by({ authorName: message.authorName, sentAt: message.sentAt }, locale)}
              </p>
              <p className="mt-1 whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
