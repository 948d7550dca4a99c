/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Creating_KeyInputs */

const en_two_factor_setup_creating_key = /** @type {(inputs: Two_Factor_Setup_Creating_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating your key...`)
};

const fr_two_factor_setup_creating_key = /** @type {(inputs: Two_Factor_Setup_Creating_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de votre clé...`)
};

/**
* | output |
* | --- |
* | "Creating your key..." |
*
* @param {Two_Factor_Setup_Creating_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_creating_key = /** @type {((inputs?: Two_Factor_Setup_Creating_KeyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Creating_KeyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_creating_key(inputs)
	return en_two_factor_setup_creating_key(inputs)
});