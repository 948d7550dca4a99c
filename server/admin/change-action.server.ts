import { data } from "react-router";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { firstErrorPerField } from "#shared/form-errors.ts";
import type { Actor } from "#server/audit/audit-log.server.ts";
import type { Logger } from "#server/logger.server.ts";
import type { ChangeResult } from "./result.server.ts";

type Parsed<Input> =
  | { success: true; data: Input }
  | {
      success: false;
      error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
    };

/** The French toasts of one back-office list (docs/product/languages-and-texts.md#back-office-toasts). */
export type ChangeTexts = {
  saveError: string;
  created: string;
  updated: string;
  /** Needed only by lists whose rows can be deleted. */
  deleteError?: string;
  deleted?: string;
};

export type ChangeHandlers<Input> = {
  actor: Actor;
  logger: Logger;
  /** For the log line of an unexpected failure: 'Workshop', 'Discount code'... */
  what: string;
  text: ChangeTexts;
  parse: (form: Record<string, FormDataEntryValue>) => Parsed<Input>;
  /** The toast for a form the schema refused (default: text.saveError). */
  invalidMessage?: (fieldErrors: Record<string, string>) => string;
  save: (actor: Actor, input: Input) => Promise<ChangeResult<{ created: boolean }>>;
  /**
   * The toast for a change the domain refused with field messages (default: text.saveError, the
   * messages showing under their fields); a page may name one of them instead.
   */
  refusalMessage?: (fieldErrors: Record<string, string>) => string | undefined;
  remove?: (actor: Actor, id: string) => Promise<ChangeResult<unknown>>;
};

const answer = (body: ChangeAnswer, status = 200) => data<ChangeAnswer>(body, { status });

/**
 * One back-office form post (`intent` = save or delete): validated on the server, applied by the
 * domain function, answered with the spec's 'Succès' / 'Erreur' toast message. The caller has
 * already checked that the user is an administrator.
 */
export async function runChangeAction<Input>(request: Request, handlers: ChangeHandlers<Input>) {
  const { actor, logger, text } = handlers;
  const deleteError = text.deleteError ?? text.saveError;
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent;
  try {
    if (intent === "save") {
      const parsed = handlers.parse(form);
      if (!parsed.success) {
        const fieldErrors = firstErrorPerField<string>(parsed.error.issues) as Record<string, string>;
        const message = handlers.invalidMessage?.(fieldErrors) ?? text.saveError;
        return answer({ ok: false, message, fieldErrors }, 400);
      }
      const result = await handlers.save(actor, parsed.data);
      if (!result.ok) {
        const message = result.fieldErrors
          ? (handlers.refusalMessage?.(result.fieldErrors) ?? text.saveError)
          : result.error;
        return answer({ ok: false, message, fieldErrors: result.fieldErrors }, 409);
      }
      return answer({ ok: true, message: result.value.created ? text.created : text.updated });
    }
    if (intent === "delete" && handlers.remove) {
      const id = typeof form.id === "string" ? form.id.trim() : "";
      if (id === "" || id.length > 100) return answer({ ok: false, message: deleteError }, 400);
      const result = await handlers.remove(actor, id);
      if (!result.ok) return answer({ ok: false, message: result.error }, 409);
      return answer({ ok: true, message: text.deleted ?? deleteError });
    }
  } catch (error) {
    logger.error({ err: error, intent }, `${handlers.what} change failed`);
    return answer({ ok: false, message: intent === "delete" ? deleteError : text.saveError }, 500);
  }
  return answer({ ok: false, message: "Action inconnue" }, 400);
}
