import type { SubmissionResult } from "@conform-to/react";

/** What a back-office change action answers: the toast to show, and the dialog's field messages. */
export type ChangeAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string>;
      /** Conform's reply for the dialog's form (docs/decisions/012-forms-and-messages.md). */
      submission?: SubmissionResult<string[]>;
    };
