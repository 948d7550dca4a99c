import { expect, test } from "vitest";
import { authMessages, authTexts } from "./auth-messages.ts";

// The English texts are requirements (docs/product/languages-and-texts.md#sign-in-page): moving
// them into the catalogues must not change a character.
test("the English texts of the sign-in pages, from the catalogue", () => {
  const { signInError, tooManyAttempts, tooManyRequests, ...texts } = authMessages;
  expect(texts).toEqual({
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
    somethingWentWrong: "Something went wrong. Please try again.",
  });
  expect(signInError("User is banned")).toBe("Sign in error: User is banned");
  expect(tooManyAttempts(1)).toBe("Too many sign-in attempts. Please try again in 1 second.");
  expect(tooManyAttempts(0)).toBe("Too many sign-in attempts. Please try again in 0 seconds.");
  expect(tooManyAttempts(30)).toBe("Too many sign-in attempts. Please try again in 30 seconds.");
  expect(tooManyRequests(60)).toBe("Too many requests. Please try again in 60 seconds.");
});

test("the French texts follow French plural rules", () => {
  const fr = authTexts("fr");
  expect(fr.invalidCredentials).toBe("Adresse e-mail ou mot de passe incorrect");
  expect(fr.signInError("x")).toBe("Erreur de connexion\u00a0: x");
  expect(fr.tooManyAttempts(0)).toBe("Trop de tentatives de connexion. Veuillez réessayer dans 0 seconde.");
  expect(fr.tooManyAttempts(1)).toBe("Trop de tentatives de connexion. Veuillez réessayer dans 1 seconde.");
  expect(fr.tooManyAttempts(2)).toBe("Trop de tentatives de connexion. Veuillez réessayer dans 2 secondes.");
});
