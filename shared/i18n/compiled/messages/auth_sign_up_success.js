/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_Up_SuccessInputs */

const en_auth_sign_up_success = /** @type {(inputs: Auth_Sign_Up_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account created! Check your email to confirm your address, then sign in.`)
};

const fr_auth_sign_up_success = /** @type {(inputs: Auth_Sign_Up_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte créé ! Consultez vos e-mails pour confirmer votre adresse, puis connectez-vous.`)
};

/**
* | output |
* | --- |
* | "Account created! Check your email to confirm your address, then sign in." |
*
* @param {Auth_Sign_Up_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_success = /** @type {((inputs?: Auth_Sign_Up_SuccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Up_SuccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_sign_up_success(inputs)
	return en_auth_sign_up_success(inputs)
});