/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_Invalid_CodeInputs */

const en_auth_two_factor_invalid_code = /** @type {(inputs: Auth_Two_Factor_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid code. Please try again.`)
};

const fr_auth_two_factor_invalid_code = /** @type {(inputs: Auth_Two_Factor_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code incorrect. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Invalid code. Please try again." |
*
* @param {Auth_Two_Factor_Invalid_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_invalid_code = /** @type {((inputs?: Auth_Two_Factor_Invalid_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_Invalid_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_two_factor_invalid_code(inputs)
	return en_auth_two_factor_invalid_code(inputs)
});