/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_IntroInputs */

const en_auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and we will send you a link to choose a new password.`)
};

const fr_auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.`)
};

/**
* | output |
* | --- |
* | "Enter your email address and we will send you a link to choose a new password." |
*
* @param {Auth_Forgot_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_intro = /** @type {((inputs?: Auth_Forgot_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_forgot_intro(inputs)
	return en_auth_forgot_intro(inputs)
});