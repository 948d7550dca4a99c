/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_CheckingInputs */

const en_two_factor_setup_checking = /** @type {(inputs: Two_Factor_Setup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking...`)
};

const fr_two_factor_setup_checking = /** @type {(inputs: Two_Factor_Setup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification...`)
};

/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Two_Factor_Setup_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_checking = /** @type {((inputs?: Two_Factor_Setup_CheckingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_CheckingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_checking(inputs)
	return en_two_factor_setup_checking(inputs)
});