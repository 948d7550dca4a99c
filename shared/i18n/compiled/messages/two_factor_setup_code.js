/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_CodeInputs */

const en_two_factor_setup_code = /** @type {(inputs: Two_Factor_Setup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6-digit code from the app`)
};

const fr_two_factor_setup_code = /** @type {(inputs: Two_Factor_Setup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code à 6 chiffres de l'application`)
};

/**
* | output |
* | --- |
* | "6-digit code from the app" |
*
* @param {Two_Factor_Setup_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_code = /** @type {((inputs?: Two_Factor_Setup_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_code(inputs)
	return en_two_factor_setup_code(inputs)
});