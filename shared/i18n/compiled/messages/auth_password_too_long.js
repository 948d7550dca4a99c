/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password_Too_LongInputs */

const en_auth_password_too_long = /** @type {(inputs: Auth_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 128 characters`)
};

const fr_auth_password_too_long = /** @type {(inputs: Auth_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au plus 128 caractères`)
};

/**
* | output |
* | --- |
* | "Password must be at most 128 characters" |
*
* @param {Auth_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_too_long = /** @type {((inputs?: Auth_Password_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_password_too_long(inputs)
	return en_auth_password_too_long(inputs)
});