import { z } from "zod";
import { authMessages as m, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth-messages.ts";
import { cleanName, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./text-limits.ts";

/* One schema per form of /auth, shared by the browser and the server action. */

const email = z
  .string(m.emailRequired)
  .trim()
  .min(1, m.emailRequired)
  .max(EMAIL_MAX_LENGTH, m.emailInvalid)
  .pipe(z.email(m.emailInvalid))
  .transform((value) => value.toLowerCase());

/** A name: one line of visible text (shared/text-limits.ts). */
const name = (required: string) =>
  z.string(required).overwrite(cleanName).min(1, required).max(NAME_MAX_LENGTH);

const newPassword = z
  .string(m.passwordRequired)
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

export const signInSchema = z.object({
  email,
  // No length rule on sign-in: an account's existing password is whatever it is.
  password: z.string(m.passwordRequired).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH),
});

export const signUpSchema = z
  .object({
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    email,
    password: newPassword,
    confirmPassword: z.string().default(""),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

/** A second-factor code: 6 digits from the app, or a backup code (letters, digits, a dash). */
export const secondFactorSchema = z.object({
  code: z
    .string(m.codeRequired)
    .trim()
    .min(1, m.codeRequired)
    .max(40)
    .transform((value) => value.replace(/\s+/g, "")),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string().default(""),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
