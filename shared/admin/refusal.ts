/**
 * Why a back-office change was refused, as a code (docs/decisions/012-forms-and-messages.md): the
 * domain function says what happened, the route turns it into the text of the page's language
 * (each screen's `*-answer.ts` in this folder reads it from the catalogue).
 */
export type Refusal<Reason extends string = string> = {
  ok: false;
  reason: Reason;
  /** The form's field the refusal is about, if one: its text shows under that field too. */
  field?: string;
  /** What the text needs to fill in (a count, a field's name...). */
  values?: Record<string, string | number>;
};

/** A domain change's outcome: done with a value, or refused with a code. */
export type Outcome<T, Reason extends string = string> = { ok: true; value: T } | Refusal<Reason>;

export function refusal<Reason extends string>(
  reason: Reason,
  more: { field?: string; values?: Record<string, string | number> } = {},
): Refusal<Reason> {
  return { ok: false, reason, ...more };
}
