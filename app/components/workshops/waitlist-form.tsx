import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { callApi } from "#app/lib/call-api.ts";
import { waitlistReply } from "#shared/api-replies.ts";
import { paths } from "#shared/paths.ts";
import { validateWaitlist, waitlistText, type WaitlistResult } from "#shared/waitlist-schema.ts";

export type WaitlistPostback = { result: WaitlistResult; values: { email: string } };

async function postJoin(workshopId: string, email: string): Promise<WaitlistResult> {
  const outcome = await callApi(paths.waitlistApi(workshopId), { json: { email }, schema: waitlistReply });
  return outcome.kind === "reply" ? outcome.reply : { ok: false, error: waitlistText.failure };
}

/**
 * The interest page's e-mail form. With JavaScript it validates in the page,
 * calls the JSON endpoint and shows errors as toasts (docs/product/waiting-list-and-newsletter.md#waiting-list and docs/product/languages-and-texts.md#waiting-list-page);
 * without it, it posts to the page's action, which renders the same messages.
 */
export function WaitlistForm(props: {
  workshopId: string;
  postback?: WaitlistPostback;
  onJoined: (email: string) => void;
}) {
  const failed = props.postback && !props.postback.result.ok ? props.postback.result : undefined;
  const [email, setEmail] = useState(failed ? (props.postback?.values.email ?? "") : "");
  const [error, setError] = useState(failed?.fieldErrors?.email);
  const [validateOnChange, setValidateOnChange] = useState(Boolean(failed?.fieldErrors));
  const [submitting, setSubmitting] = useState(false);
  const [serverMessage, setServerMessage] = useState(
    failed && !failed.fieldErrors ? failed.error : undefined,
  );
  const emailRef = useRef<HTMLInputElement>(null);

  const onChange = (value: string) => {
    setEmail(value);
    if (validateOnChange) {
      const check = validateWaitlist({ email: value });
      setError(check.success ? undefined : check.errors.email);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerMessage(undefined);
    setValidateOnChange(true);
    const check = validateWaitlist({ email });
    if (!check.success) {
      setError(check.errors.email);
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const result = await postJoin(props.workshopId, check.data.email);
      if (result.ok) props.onJoined(result.email);
      else if (result.fieldErrors?.email) setError(result.fieldErrors.email);
      else toast.error(result.error);
    } catch {
      toast.error(waitlistText.failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Join the waiting list">
      <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="waitlist-email">Email address</Label>
          <Input
            ref={emailRef}
            id="waitlist-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "waitlist-email-error" : undefined}
          />
          <FieldError id="waitlist-email-error" message={error} />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          {submitting ? "Joining..." : "Join the Waiting List"}
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
