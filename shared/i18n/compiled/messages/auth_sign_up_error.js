/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_Up_ErrorInputs */

const en_auth_sign_up_error = /** @type {(inputs: Auth_Sign_Up_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error creating account`)
};

const fr_auth_sign_up_error = /** @type {(inputs: Auth_Sign_Up_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la création du compte`)
};

/**
* | output |
* | --- |
* | "Error creating account" |
*
* @param {Auth_Sign_Up_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_error = /** @type {((inputs?: Auth_Sign_Up_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Up_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_sign_up_error(inputs)
	return en_auth_sign_up_error(inputs)
});