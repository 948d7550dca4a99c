/** The texts of the sign-in page, as docs/product/languages-and-texts.md#sign-in-page gives them. */
export const authMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  passwordsDoNotMatch: "Passwords do not match",

  signInSuccess: "Signed in successfully! Redirecting...",
  emailNotConfirmed: "Please confirm your email before signing in. Check your inbox.",
  invalidCredentials: "Invalid email or password",
  signInError: (message: string) => `Sign in error: ${message}`,
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,

  twoFactorPrompt: "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
  twoFactorInvalidCode: "Invalid code. Please try again.",
  twoFactorExpired: "Your sign-in has expired. Please sign in again.",
  twoFactorLocked: "Too many wrong codes. Please sign in again later.",
  codeRequired: "Code is required",
  invalidPassword: "Wrong password. Please try again.",
  twoFactorAlreadySetUp: "Two-factor authentication is already set up for this account.",
  twoFactorSetupError: "Error setting up two-factor authentication. Please try again.",

  signUpSuccess: "Account created! Check your email to confirm your address, then sign in.",
  signUpError: "Error creating account",

  resetEmailSent: "Password reset email sent! Check your inbox.",
  resetEmailError: "Error sending password reset email",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordUpdated: "Your password has been updated. You can now sign in.",
  passwordUpdateError: "Error updating your password. Please try again.",
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  somethingWentWrong: "Something went wrong. Please try again.",
} as const;

/** Password length bounds (docs/product/accounts-and-back-office.md#sign-up: at least 8; Better Auth's default maximum). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
