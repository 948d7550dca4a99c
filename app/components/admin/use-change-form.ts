import { useForm, type DefaultValue } from "@conform-to/react";
import { useFetcher } from "react-router";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { useChangeToast } from "./use-change-toast.ts";

/**
 * A back-office create/edit dialog's form (docs/decisions/012-forms-and-messages.md): posted by a
 * fetcher, checked by the action with the shared schema, whose reply puts each message under its
 * field; the 'Succès' toast closes the dialog.
 */
export function useChangeForm<Values extends Record<string, unknown>>(
  id: string,
  defaultValue: DefaultValue<Values>,
  onDone: () => void,
) {
  const fetcher = useFetcher<ChangeAnswer>();
  useChangeToast(fetcher, onDone);
  const answer = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const [form, fields] = useForm<Values>({ id, defaultValue, lastResult: answer?.submission });
  return { fetcher, form, fields, busy: fetcher.state !== "idle" };
}
