/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verification_IntroInputs */

const en_email_verification_intro = /** @type {(inputs: Email_Verification_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for creating an account. Please confirm your email address to be able to sign in.`)
};

const fr_email_verification_intro = /** @type {(inputs: Email_Verification_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d'avoir créé un compte. Veuillez confirmer votre adresse e-mail pour pouvoir vous connecter.`)
};

/**
* | output |
* | --- |
* | "Thank you for creating an account. Please confirm your email address to be able to sign in." |
*
* @param {Email_Verification_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_intro = /** @type {((inputs?: Email_Verification_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verification_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_verification_intro(inputs)
	return en_email_verification_intro(inputs)
});