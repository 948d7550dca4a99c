import type { Outcome, Refusal } from "#shared/admin/refusal.ts";

/**
 * What a back-office change answers to the route's form handling (server/admin/change-action.server.ts):
 * done, or the refusal's text in the page's language (and the fields it concerns).
 */
export type ChangeResult<T = undefined> =
  { ok: true; value: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export const done = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/**
 * A refusal given as a sentence. Domain modules not yet moved to codes still use it
 * (docs/decisions/016-i18n-library.md); a new one returns `refusal(code)` (#shared/admin/refusal.ts).
 */
export const refused = (error: string, fieldErrors?: Record<string, string>): ChangeResult<never> => ({
  ok: false,
  error,
  ...(fieldErrors ? { fieldErrors } : {}),
});

/** A domain outcome with its refusal put in words by the route (`textOf` reads the catalogue). */
export function inWords<T, Reason extends string>(
  outcome: Outcome<T, Reason>,
  textOf: (refusal: Refusal<Reason>) => string,
): ChangeResult<T> {
  if (outcome.ok) return outcome;
  const text = textOf(outcome);
  return refused(text, outcome.field ? { [outcome.field]: text } : undefined);
}
