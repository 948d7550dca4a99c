/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_SuccessInputs */

const en_auth_sign_in_success = /** @type {(inputs: Auth_Sign_In_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in successfully! Redirecting...`)
};

const fr_auth_sign_in_success = /** @type {(inputs: Auth_Sign_In_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie ! Redirection...`)
};

/**
* | output |
* | --- |
* | "Signed in successfully! Redirecting..." |
*
* @param {Auth_Sign_In_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_success = /** @type {((inputs?: Auth_Sign_In_SuccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_SuccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_sign_in_success(inputs)
	return en_auth_sign_in_success(inputs)
});