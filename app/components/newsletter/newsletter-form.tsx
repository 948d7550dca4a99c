import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { m } from "#shared/i18n/messages.ts";
import type * as NewsletterSchema from "#shared/newsletter-schema.ts";
import { newsletterTexts, newsletterToast, type NewsletterField } from "#shared/newsletter-text.ts";
import type { NewsletterAnswer } from "#shared/api-answers.ts";
import { paths } from "#shared/paths.ts";
import { callApi } from "#app/lib/call-api.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Language } from "#shared/language.ts";
import { cn } from "#app/lib/utils.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/** What the home page's action answered to a form posted without JavaScript. */
export type NewsletterPostback = { result: NewsletterAnswer; values: { email: string; consent: boolean } };

type Errors = Partial<Record<NewsletterField, string>>;

// The schema (and its validation library) is fetched when a visitor reaches the form, not with the page.
// A failed fetch is forgotten, so the next focus or submit tries again.
let schema: Promise<typeof NewsletterSchema> | undefined;
const loadValidation = () =>
  (schema ??= import("#shared/newsletter-schema.ts").catch((error: unknown) => {
    schema = undefined;
    throw error;
  }));

async function postSignup(
  values: { email: string; consent: boolean; language: Language },
  failure: string,
): Promise<NewsletterAnswer> {
  // The reply's schema comes with the validation library, fetched with the form's own schema.
  const { newsletterAnswer } = await import("#shared/api-answers.ts");
  const outcome = await callApi(paths.newsletterApi, { json: values, schema: newsletterAnswer });
  return outcome.kind === "answer" ? outcome.answer : { ok: false, error: failure };
}

/**
 * The newsletter signup. With JavaScript it validates on submit and then on
 * every change, posts to the JSON endpoint and answers with a toast; without
 * it, the same form posts to the home page's action, which renders the result.
 */
export function NewsletterForm({ postback }: { postback?: NewsletterPostback }) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const newsletterText = newsletterTexts(language);
  const failed = postback && !postback.result.ok ? postback.result : undefined;
  const [values, setValues] = useState({
    email: failed ? (postback?.values.email ?? "") : "",
    consent: failed ? (postback?.values.consent ?? false) : false,
  });
  const [errors, setErrors] = useState<Errors>(failed?.fieldErrors ?? {});
  const [validateOnChange, setValidateOnChange] = useState(Boolean(failed?.fieldErrors));
  const [submitting, setSubmitting] = useState(false);
  const [showPostback, setShowPostback] = useState(Boolean(postback));
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  const change = (next: typeof values) => {
    setValues(next);
    if (validateOnChange)
      loadValidation().then(
        ({ validateNewsletter }) => {
          const check = validateNewsletter(next, language);
          setErrors(check.success ? {} : check.errors);
        },
        () => undefined,
      );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowPostback(false);
    setValidateOnChange(true);
    let check;
    try {
      check = (await loadValidation()).validateNewsletter(values, language);
    } catch {
      // The validation could not be fetched (offline?): nothing is sent, the visitor can try again.
      toast.error(newsletterText.failure);
      return;
    }
    if (!check.success) {
      setErrors(check.errors);
      (check.errors.email ? emailRef : consentRef).current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await postSignup({ ...values, language }, newsletterText.failure);
      const message = newsletterToast(result, language);
      if (result.ok) {
        toast.success(message.message, { description: newsletterText.successDetail });
        setValues({ email: "", consent: false });
        setValidateOnChange(false);
      } else {
        toast.error(message.message);
        if (result.fieldErrors) setErrors(result.fieldErrors);
      }
    } catch {
      toast.error(newsletterText.failure);
    } finally {
      setSubmitting(false);
    }
  };

  // Field errors are shown by their fields; the box is for the outcome of a valid submission.
  const postbackMessage =
    postback && !(!postback.result.ok && postback.result.fieldErrors)
      ? newsletterToast(postback.result, language)
      : undefined;

  return (
    <form
      method="post"
      action={lp(paths.newsletterFormAction)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidation().catch(() => undefined)}
      aria-label={m.newsletter_form_label({}, locale)}
      className="w-full"
    >
      <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="newsletter-email">{m.newsletter_email_label({}, locale)}</Label>
          <Input
            ref={emailRef}
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={m.newsletter_email_placeholder({}, locale)}
            value={values.email}
            onChange={(event) => change({ ...values, email: event.target.value })}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "newsletter-email-error" : undefined}
          />
          <FieldError id="newsletter-email-error" message={errors.email} />
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <input
              ref={consentRef}
              id="newsletter-consent"
              name="consent"
              type="checkbox"
              checked={values.consent}
              onChange={(event) => change({ ...values, consent: event.target.checked })}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "newsletter-consent-error" : undefined}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
            />
            <Label htmlFor="newsletter-consent" className="cursor-pointer text-sm leading-snug font-normal">
              {newsletterText.consent}
            </Label>
          </div>
          <FieldError id="newsletter-consent-error" message={errors.consent} />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          {submitting ? m.newsletter_subscribing({}, locale) : m.newsletter_subscribe({}, locale)}
        </Button>
      </fieldset>
      {showPostback && postbackMessage && (
        <div
          role={postbackMessage.kind === "success" ? "status" : "alert"}
          className={cn(
            "mt-4 rounded-lg px-4 py-3 text-sm font-medium",
            postbackMessage.kind === "success"
              ? "bg-green-100 text-green-900"
              : "bg-red-100 text-destructive",
          )}
        >
          {postbackMessage.message}
          {postbackMessage.kind === "success" && ` ${newsletterText.successDetail}`}
        </div>
      )}
    </form>
  );
}
