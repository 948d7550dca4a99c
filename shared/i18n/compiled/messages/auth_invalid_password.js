/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Invalid_PasswordInputs */

const en_auth_invalid_password = /** @type {(inputs: Auth_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong password. Please try again.`)
};

const fr_auth_invalid_password = /** @type {(inputs: Auth_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe incorrect. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Wrong password. Please try again." |
*
* @param {Auth_Invalid_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_password = /** @type {((inputs?: Auth_Invalid_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_invalid_password(inputs)
	return en_auth_invalid_password(inputs)
});