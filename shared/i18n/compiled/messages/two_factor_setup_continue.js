/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_ContinueInputs */

const en_two_factor_setup_continue = /** @type {(inputs: Two_Factor_Setup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const fr_two_factor_setup_continue = /** @type {(inputs: Two_Factor_Setup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Two_Factor_Setup_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_continue = /** @type {((inputs?: Two_Factor_Setup_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_continue(inputs)
	return en_two_factor_setup_continue(inputs)
});