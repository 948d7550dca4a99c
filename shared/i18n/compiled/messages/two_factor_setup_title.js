/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_TitleInputs */

const en_two_factor_setup_title = /** @type {(inputs: Two_Factor_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor authentication`)
};

const fr_two_factor_setup_title = /** @type {(inputs: Two_Factor_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer la double authentification`)
};

/**
* | output |
* | --- |
* | "Set up two-factor authentication" |
*
* @param {Two_Factor_Setup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_title = /** @type {((inputs?: Two_Factor_Setup_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_title(inputs)
	return en_two_factor_setup_title(inputs)
});