import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { toast } from "sonner";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { callApi } from "#app/lib/call-api.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Language } from "#shared/language.ts";
import { waitlistReply } from "#shared/api-replies.ts";
import { m } from "#shared/i18n/messages.ts";
import { parseForm } from "#shared/parse-form.ts";
import { paths } from "#shared/paths.ts";
import { waitlistSchema, waitlistText, type WaitlistResult } from "#shared/waitlist-schema.ts";

export type WaitlistPostback = { result: WaitlistResult; values: { email: string } };

async function postJoin(workshopId: string, email: string, language: Language): Promise<WaitlistResult> {
  const outcome = await callApi(paths.waitlistApi(workshopId), {
    json: { email, language },
    schema: waitlistReply,
  });
  return outcome.kind === "reply" ? outcome.reply : { ok: false, error: waitlistText.failure };
}

/** A refusal of the address, as Conform shows a server's reply: the message under the field, the value kept. */
const addressRefused = (email: string, message: string): SubmissionResult<string[]> => ({
  status: "error",
  initialValue: { email },
  error: { email: [message] },
});

/**
 * The interest page's e-mail form (docs/product/waiting-list-and-newsletter.md#waiting-list and
 * docs/product/languages-and-texts.md#waiting-list-page), written as every form of the site
 * (docs/decisions/012-forms-and-messages.md). With JavaScript it validates in the page, calls the
 * JSON endpoint and shows other refusals as toasts; without it, it posts to the page's action, which
 * renders the same messages.
 */
export function WaitlistForm({
  workshopId,
  postback,
  onJoined,
}: {
  workshopId: string;
  postback?: WaitlistPostback;
  onJoined: (email: string) => void;
}) {
  const language = useLanguage();
  const locale = { locale: language };
  const failed = postback && !postback.result.ok ? postback.result : undefined;
  const [lastResult, setLastResult] = useState(() =>
    failed?.fieldErrors?.email ? addressRefused(postback!.values.email, failed.fieldErrors.email) : undefined,
  );
  const [submitting, setSubmitting] = useState(false);
  const [serverMessage, setServerMessage] = useState(
    failed && !failed.fieldErrors ? failed.error : undefined,
  );
  const [form, fields] = useForm<{ email: string }>({
    id: "waitlist",
    lastResult,
    defaultValue: { email: failed ? postback!.values.email : "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, waitlistSchema),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      setServerMessage(undefined);
      if (submission?.status !== "success") return;
      setSubmitting(true);
      try {
        const result = await postJoin(workshopId, submission.value.email, language);
        if (result.ok) onJoined(result.email);
        else if (result.fieldErrors?.email)
          setLastResult(addressRefused(submission.value.email, result.fieldErrors.email));
        else toast.error(result.error);
      } catch {
        toast.error(waitlistText.failure);
      } finally {
        setSubmitting(false);
      }
    },
  });

  return (
    <form method="post" {...getFormProps(form)} aria-label={m.waitlist_form_label({}, locale)}>
      <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
        <Field
          meta={fields.email}
          label={m.waitlist_email_label({}, locale)}
          type="email"
          autoComplete="email"
          placeholder={m.waitlist_email_placeholder({}, locale)}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          {submitting ? m.waitlist_joining({}, locale) : m.waitlist_join({}, locale)}
        </Button>
      </fieldset>
      {serverMessage && (
        <p role="alert" className="mt-4 rounded-lg bg-red-100 px-4 py-3 text-sm font-medium text-destructive">
          {serverMessage}
        </p>
      )}
    </form>
  );
}
