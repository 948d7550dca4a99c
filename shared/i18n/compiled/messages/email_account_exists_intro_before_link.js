/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Account_Exists_Intro_Before_LinkInputs */

const en_email_account_exists_intro_before_link = /** @type {(inputs: Email_Account_Exists_Intro_Before_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone tried to create an account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, use "Forgot your password?" on the sign-in page:`)
};

const fr_email_account_exists_intro_before_link = /** @type {(inputs: Email_Account_Exists_Intro_Before_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu'un a essayé de créer un compte avec cette adresse e-mail, qui en a déjà un. Si c'était vous, connectez-vous plutôt ; si vous avez oublié votre mot de passe, utilisez « Mot de passe oublié ? » sur la page de connexion :`)
};

/**
* | output |
* | --- |
* | "Someone tried to create an account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, use \"Forgot y..." |
*
* @param {Email_Account_Exists_Intro_Before_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_intro_before_link = /** @type {((inputs?: Email_Account_Exists_Intro_Before_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Account_Exists_Intro_Before_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_account_exists_intro_before_link(inputs)
	return en_email_account_exists_intro_before_link(inputs)
});