/** What a back-office change action answers: the toast to show, and field errors for the form. */
export type ChangeAnswer =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };
