import { useForm, type DefaultValue, type Submission } from "@conform-to/react";
import { useActionData, useFetcher } from "react-router";
import type { $ZodType, input } from "zod/v4/core";
import { parseForm } from "#shared/parse-form.ts";
import type { AuthActionData, AuthIntent } from "./auth-action-data.ts";

/** The form's fields by name, each holding the text typed. */
type Values<Schema extends $ZodType> = Record<keyof input<Schema> & string, string>;

/**
 * A form of the /auth page (docs/decisions/012-forms-and-messages.md): checked in the browser with
 * the schema the action uses, first on submit, then again at each keystroke once a message shows,
 * and posted by a fetcher. Without JavaScript the form posts normally and the action's reply
 * comes back as the page's action data.
 */
export function useAuthForm<Schema extends $ZodType>(
  intent: AuthIntent,
  schema: Schema,
  defaultValue?: DefaultValue<Values<Schema>>,
) {
  const fetcher = useFetcher<AuthActionData>();
  const documentAnswer = useActionData<AuthActionData>();
  const submitting = fetcher.state !== "idle";
  const answer = fetcher.data ?? (documentAnswer?.intent === intent ? documentAnswer : undefined);
  const [form, fields] = useForm<Values<Schema>>({
    id: intent,
    lastResult: submitting ? undefined : answer?.submission,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The fields are read by name; the parsed value is the action's business, not the page's.
    onValidate: ({ formData }) => parseForm(formData, schema) as unknown as Submission<Values<Schema>>,
  });
  const result = submitting ? undefined : answer;
  return { fetcher, form, fields, submitting, result };
}
