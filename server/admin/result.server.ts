/** What a back-office change answers: done, or a French message (and the fields it concerns). */
export type ChangeResult<T = undefined> =
  { ok: true; value: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export const done = <T>(value: T): ChangeResult<T> => ({ ok: true, value });
export const refused = (error: string, fieldErrors?: Record<string, string>): ChangeResult<never> => ({
  ok: false,
  error,
  ...(fieldErrors ? { fieldErrors } : {}),
});
