/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_UpInputs */

const en_auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

const fr_auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Auth_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up = /** @type {((inputs?: Auth_Sign_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_sign_up(inputs)
	return en_auth_sign_up(inputs)
});