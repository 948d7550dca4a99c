/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_CodeInputs */

const en_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication code`)
};

const fr_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code d'authentification`)
};

/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Two_Factor_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_code = /** @type {((inputs?: Two_Factor_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_code(inputs)
	return en_two_factor_code(inputs)
});