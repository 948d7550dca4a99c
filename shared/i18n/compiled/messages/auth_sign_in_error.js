/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Auth_Sign_In_ErrorInputs */

const en_auth_sign_in_error = /** @type {(inputs: Auth_Sign_In_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in error: ${i?.message}`)
};

const fr_auth_sign_in_error = /** @type {(inputs: Auth_Sign_In_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erreur de connexion : ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Sign in error: {message}" |
*
* @param {Auth_Sign_In_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_error = /** @type {((inputs: Auth_Sign_In_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_sign_in_error(inputs)
	return en_auth_sign_in_error(inputs)
});