import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH } from "./text-limits.ts";

/**
 * An e-mail address as the site's forms take it: trimmed, lower-cased, at most EMAIL_MAX_LENGTH
 * characters and well formed, with one message (`invalid`, in the form's language) for any refusal.
 */
export const emailField = (invalid: string) =>
  z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, invalid)),
    z.email(invalid),
  );
