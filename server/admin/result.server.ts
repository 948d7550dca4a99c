import type { Outcome, Refusal } from "#shared/admin/refusal.ts";

/**
 * What a back-office change answers to the route's form handling (server/admin/change-action.server.ts):
 * done, or the refusal's text in the page's language (and the fields it concerns).
 */
export type ChangeInWords<T = undefined> =
  { ok: true; value: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export const done = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/**
 * A domain outcome with its refusal put in words by the route (`textOf` reads the catalogue):
 * domain functions refuse with codes (`refusal(code)`, #shared/admin/refusal.ts), never sentences.
 */
export function inWords<T, Reason extends string>(
  outcome: Outcome<T, Reason>,
  textOf: (refusal: Refusal<Reason>) => string,
): ChangeInWords<T> {
  if (outcome.ok) return outcome;
  const error = textOf(outcome);
  return { ok: false, error, ...(outcome.field ? { fieldErrors: { [outcome.field]: error } } : {}) };
}
