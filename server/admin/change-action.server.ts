import type { SubmissionResult } from "@conform-to/react";
import type { $ZodType, output } from "zod/v4/core";
import { parseForm } from "#shared/parse-form.ts";
import type { Actor } from "#server/audit/audit-log.server.ts";
import type { Logger } from "#server/logger.server.ts";
import type { ChangeInWords } from "./result.server.ts";

/**
 * What one back-office form post came to. The route turns it into its answer and French toast
 * (app/lib/admin/change-response.ts); nothing here knows HTTP.
 */
export type ChangeOutcome =
  /** The schema refused the form: the fields' messages, as Conform's reply for the dialog. */
  | { kind: "invalid"; reply: SubmissionResult<string[]>; fieldErrors: Record<string, string> }
  /** The domain function refused it (a taken code, a workshop with bookings...). */
  | {
      kind: "refused";
      error: string;
      reply?: SubmissionResult<string[]>;
      fieldErrors?: Record<string, string>;
    }
  | { kind: "saved"; created: boolean }
  | { kind: "deleted" }
  /** An unexpected failure, already logged. */
  | { kind: "failed"; intent: "save" | "delete" }
  | { kind: "bad_request"; intent: "delete" | "unknown" };

export type ChangeHandlers<Schema extends $ZodType> = {
  actor: Actor;
  logger: Logger;
  /** For the log line of an unexpected failure: 'Workshop', 'Discount code'... */
  what: string;
  schema: Schema;
  save: (actor: Actor, input: output<Schema>) => Promise<ChangeInWords<{ created: boolean }>>;
  remove?: (actor: Actor, id: string) => Promise<ChangeInWords<unknown>>;
};

/** A domain refusal's field messages, as Conform's reply takes them. */
export const asReplyErrors = (fieldErrors: Record<string, string>) =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, [message]]));

/**
 * The first message of each field a schema refused, keyed by the form's field: a slot's message
 * (highlights[0]) is its list's.
 */
export function firstFieldMessages(reply: SubmissionResult<string[]>): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(reply.error ?? {})) {
    const field = path.split(/[.[]/)[0] ?? path;
    if (messages?.[0]) fieldErrors[field] ??= messages[0];
  }
  return fieldErrors;
}

/**
 * One back-office form post (`intent` = save or delete): validated with the form's shared schema,
 * applied by the domain function. The caller has already checked that the user is an administrator.
 */
export async function runChangeAction<Schema extends $ZodType>(
  formData: FormData,
  handlers: ChangeHandlers<Schema>,
): Promise<ChangeOutcome> {
  const { actor, logger } = handlers;
  const intent = formData.get("intent");
  try {
    if (intent === "save") {
      const submission = parseForm(formData, handlers.schema);
      if (submission.status !== "success") {
        const reply = submission.reply();
        return { kind: "invalid", reply, fieldErrors: firstFieldMessages(reply) };
      }
      const result = await handlers.save(actor, submission.value);
      if (!result.ok) {
        const reply = result.fieldErrors
          ? submission.reply({ fieldErrors: asReplyErrors(result.fieldErrors) })
          : undefined;
        return { kind: "refused", error: result.error, reply, fieldErrors: result.fieldErrors };
      }
      return { kind: "saved", created: result.value.created };
    }
    if (intent === "delete" && handlers.remove) {
      const id = formData.get("id");
      const trimmed = typeof id === "string" ? id.trim() : "";
      if (trimmed === "" || trimmed.length > 100) return { kind: "bad_request", intent: "delete" };
      const result = await handlers.remove(actor, trimmed);
      if (!result.ok) return { kind: "refused", error: result.error };
      return { kind: "deleted" };
    }
  } catch (error) {
    logger.error({ err: error, intent }, `${handlers.what} change failed`);
    return { kind: "failed", intent: intent === "delete" ? "delete" : "save" };
  }
  return { kind: "bad_request", intent: "unknown" };
}
