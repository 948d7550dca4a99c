import { useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import type { ZodType } from "zod";
import { fieldErrorsOf, type FieldErrors } from "#shared/auth-schemas.ts";
import type { AuthActionData, AuthIntent } from "./auth-action-data.ts";

/**
 * A form of the /auth page: checked in the browser with the same schema the
 * action uses (so messages show without a round trip), then posted by a
 * fetcher. Without JavaScript the form posts normally and the action checks it.
 */
export function useAuthForm(intent: AuthIntent, schema: ZodType) {
  const fetcher = useFetcher<AuthActionData>();
  // Without JavaScript the page itself was posted: its answer comes back as the page's action data.
  const documentAnswer = useActionData<AuthActionData>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setClientErrors(null);
  }

  const submitting = fetcher.state !== "idle";
  const result = submitting
    ? undefined
    : (fetcher.data ?? (documentAnswer?.intent === intent ? documentAnswer : undefined));
  const errors: FieldErrors = clientErrors ?? result?.fieldErrors ?? {};
  return { fetcher, onSubmit, submitting, result, errors };
}
