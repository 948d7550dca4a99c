import { data } from "react-router";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import type { ChangeOutcome } from "#server/admin/change-action.server.ts";

/** The toasts of one back-office list, in its language (docs/product/languages-and-texts.md). */
export type ChangeTexts = {
  saveError: string;
  created: string;
  updated: string;
  /** Needed only by lists whose rows can be deleted. */
  deleteError?: string;
  deleted?: string;
};

/**
 * A back-office action's answer to its outcome: the 'Succès' / 'Erreur' toast's message, the
 * dialog's field messages, and the HTTP status.
 */
export function changeResponse(
  outcome: ChangeOutcome,
  text: ChangeTexts,
  messages: {
    /** The page's language, for the texts this module gives itself (default: the back-office's). */
    language?: Language;
    /** The toast for a form the schema refused (default: text.saveError). */
    invalidMessage?: (fieldErrors: Record<string, string>) => string;
    /**
     * The toast for a change the domain refused with field messages (default: text.saveError, the
     * messages showing under their fields); a page may name one of them instead.
     */
    refusalMessage?: (fieldErrors: Record<string, string>) => string | undefined;
  } = {},
) {
  const deleteError = text.deleteError ?? text.saveError;
  const answer = (body: ChangeAnswer, status = 200) => data<ChangeAnswer>(body, { status });
  switch (outcome.kind) {
    case "invalid":
      return answer(
        {
          ok: false,
          message: messages.invalidMessage?.(outcome.fieldErrors) ?? text.saveError,
          fieldErrors: outcome.fieldErrors,
          submission: outcome.reply,
        },
        400,
      );
    case "refused":
      return answer(
        {
          ok: false,
          message: outcome.fieldErrors
            ? (messages.refusalMessage?.(outcome.fieldErrors) ?? text.saveError)
            : outcome.error,
          fieldErrors: outcome.fieldErrors,
          submission: outcome.reply,
        },
        409,
      );
    case "saved":
      return answer({ ok: true, message: outcome.created ? text.created : text.updated });
    case "deleted":
      return answer({ ok: true, message: text.deleted ?? deleteError });
    case "failed":
      return answer({ ok: false, message: outcome.intent === "delete" ? deleteError : text.saveError }, 500);
    case "bad_request":
      return answer(
        {
          ok: false,
          message:
            outcome.intent === "delete"
              ? deleteError
              : m.admin_unknown_action({}, { locale: messages.language ?? backOfficeLanguage }),
        },
        400,
      );
  }
}
