/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Email_Expired_TextInputs */

const en_home_email_expired_text = /** @type {(inputs: Home_Email_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your email and password and we will send you a new link.`)
};

const fr_home_email_expired_text = /** @type {(inputs: Home_Email_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec votre adresse e-mail et votre mot de passe, et nous vous enverrons un nouveau lien.`)
};

/**
* | output |
* | --- |
* | "Sign in with your email and password and we will send you a new link." |
*
* @param {Home_Email_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_expired_text = /** @type {((inputs?: Home_Email_Expired_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Email_Expired_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_email_expired_text(inputs)
	return en_home_email_expired_text(inputs)
});