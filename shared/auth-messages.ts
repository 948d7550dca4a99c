import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";

/**
 * The texts of the sign-in page (docs/product/languages-and-texts.md#sign-in-page) in a language,
 * read from the message catalogues (docs/decisions/016-i18n-library.md).
 */
export function authTexts(language: Language) {
  const locale = { locale: language };
  const plural = new Intl.PluralRules(language);
  return {
    emailRequired: m.auth_email_required({}, locale),
    emailInvalid: m.invalid_email({}, locale),
    passwordRequired: m.auth_password_required({}, locale),
    passwordTooShort: m.auth_password_too_short({}, locale),
    passwordTooLong: m.auth_password_too_long({}, locale),
    firstNameRequired: m.auth_first_name_required({}, locale),
    lastNameRequired: m.auth_last_name_required({}, locale),
    passwordsDoNotMatch: m.auth_passwords_do_not_match({}, locale),

    signInSuccess: m.auth_sign_in_success({}, locale),
    emailNotConfirmed: m.auth_email_not_confirmed({}, locale),
    invalidCredentials: m.auth_invalid_credentials({}, locale),
    signInError: (message: string) => m.auth_sign_in_error({ message }, locale),
    tooManyAttempts: (seconds: number) =>
      plural.select(seconds) === "one"
        ? m.auth_too_many_attempts_one({ seconds }, locale)
        : m.auth_too_many_attempts_other({ seconds }, locale),

    twoFactorPrompt: m.auth_two_factor_prompt({}, locale),
    twoFactorInvalidCode: m.auth_two_factor_invalid_code({}, locale),
    twoFactorExpired: m.auth_two_factor_expired({}, locale),
    twoFactorLocked: m.auth_two_factor_locked({}, locale),
    codeRequired: m.auth_code_required({}, locale),
    invalidPassword: m.auth_invalid_password({}, locale),
    twoFactorAlreadySetUp: m.auth_two_factor_already_set_up({}, locale),
    twoFactorSetupError: m.auth_two_factor_setup_error({}, locale),

    signUpSuccess: m.auth_sign_up_success({}, locale),
    signUpError: m.auth_sign_up_error({}, locale),

    resetEmailSent: m.auth_reset_email_sent({}, locale),
    resetEmailError: m.auth_reset_email_error({}, locale),
    resetLinkInvalid: m.auth_reset_link_invalid({}, locale),
    passwordUpdated: m.auth_password_updated({}, locale),
    passwordUpdateError: m.auth_password_update_error({}, locale),
    tooManyRequests: (seconds: number) => m.auth_too_many_requests({ seconds }, locale),
    somethingWentWrong: m.something_went_wrong({}, locale),
  };
}

/** The English texts: the sign-in pages are English, and the auth form schemas are built once, in English. */
export const authMessages = authTexts("en");

/** Password length bounds (docs/product/accounts-and-back-office.md#sign-up: at least 8; Better Auth's default maximum). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
