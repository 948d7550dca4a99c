/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Passwords_Do_Not_MatchInputs */

const en_auth_passwords_do_not_match = /** @type {(inputs: Auth_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

const fr_auth_passwords_do_not_match = /** @type {(inputs: Auth_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Auth_Passwords_Do_Not_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_do_not_match = /** @type {((inputs?: Auth_Passwords_Do_Not_MatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Passwords_Do_Not_MatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_passwords_do_not_match(inputs)
	return en_auth_passwords_do_not_match(inputs)
});