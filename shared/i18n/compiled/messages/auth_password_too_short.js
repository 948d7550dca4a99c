/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password_Too_ShortInputs */

const en_auth_password_too_short = /** @type {(inputs: Auth_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters`)
};

const fr_auth_password_too_short = /** @type {(inputs: Auth_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au moins 8 caractères`)
};

/**
* | output |
* | --- |
* | "Password must be at least 8 characters" |
*
* @param {Auth_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_too_short = /** @type {((inputs?: Auth_Password_Too_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_Too_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_password_too_short(inputs)
	return en_auth_password_too_short(inputs)
});