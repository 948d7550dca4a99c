import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { toast } from "sonner";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { callApi } from "#app/lib/call-api.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Language } from "#shared/language.ts";
import { waitlistAnswer } from "#shared/api-answers.ts";
import { m } from "#shared/i18n/messages.ts";
import { parseForm } from "#shared/parse-form.ts";
import { paths } from "#shared/paths.ts";
import { Select } from "#app/components/ui/select.tsx";
import {
  MAX_WAITLIST_TEENS,
  waitlistSchema,
  waitlistTeensOf,
  waitlistTexts,
} from "#shared/waitlist-schema.ts";
import type { WaitlistAnswer } from "#shared/api-answers.ts";

export type WaitlistPostback = { result: WaitlistAnswer; values: { email: string; teens?: string } };

const teenCounts = Array.from({ length: MAX_WAITLIST_TEENS }, (_, index) => String(index + 1));

async function postJoin(
  workshopId: string,
  values: { email: string; teens: number },
  language: Language,
): Promise<WaitlistAnswer> {
  const outcome = await callApi(paths.waitlistApi(workshopId), {
    json: { ...values, language },
    schema: waitlistAnswer,
  });
  return outcome.kind === "answer" ? outcome.answer : { ok: false, error: waitlistTexts(language).failure };
}

/** A refusal of the address, as Conform shows a server's reply: the message under the field, the value kept. */
const addressRefused = (email: string, teens: string, message: string): SubmissionResult<string[]> => ({
  status: "error",
  initialValue: { email, teens },
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
  teens,
}: {
  workshopId: string;
  postback?: WaitlistPostback;
  onJoined: (email: string, teens: number) => void;
  /** The number of teens to start from (a booking refused for lack of seats sends it). */
  teens?: number;
}) {
  const language = useLanguage();
  const locale = { locale: language };
  const failed = postback && !postback.result.ok ? postback.result : undefined;
  const [lastResult, setLastResult] = useState(() =>
    failed?.fieldErrors?.email
      ? addressRefused(postback!.values.email, postback!.values.teens ?? "1", failed.fieldErrors.email)
      : undefined,
  );
  const [submitting, setSubmitting] = useState(false);
  const [serverMessage, setServerMessage] = useState(
    failed && !failed.fieldErrors ? failed.error : undefined,
  );
  const startTeens = String(waitlistTeensOf(postback?.values.teens ?? teens) || 1);
  const [form, fields] = useForm<{ email: string; teens: number }>({
    id: "waitlist",
    lastResult,
    defaultValue: { email: failed ? postback!.values.email : "", teens: startTeens },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, waitlistSchema(language)),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      setServerMessage(undefined);
      if (submission?.status !== "success") return;
      setSubmitting(true);
      try {
        const { email, teens: count } = submission.value;
        const result = await postJoin(workshopId, { email, teens: count }, language);
        if (result.ok) onJoined(result.email, count);
        else if (result.fieldErrors?.email)
          setLastResult(addressRefused(email, String(count), result.fieldErrors.email));
        else toast.error(result.error);
      } catch {
        toast.error(waitlistTexts(language).failure);
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
        <Field
          meta={fields.teens}
          label={m.waitlist_teens_label({}, locale)}
          hint={m.waitlist_teens_hint({}, locale)}
        >
          {(control) => (
            <Select {...control} className="sm:w-32">
              {teenCounts.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </Select>
          )}
        </Field>
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
