/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_KeyInputs */

const en_two_factor_setup_key = /** @type {(inputs: Two_Factor_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key:`)
};

const fr_two_factor_setup_key = /** @type {(inputs: Two_Factor_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé :`)
};

/**
* | output |
* | --- |
* | "Key:" |
*
* @param {Two_Factor_Setup_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_key = /** @type {((inputs?: Two_Factor_Setup_KeyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_KeyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_key(inputs)
	return en_two_factor_setup_key(inputs)
});