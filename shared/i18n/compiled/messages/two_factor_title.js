/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_TitleInputs */

const en_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

const fr_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Double authentification`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Two_Factor_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_title = /** @type {((inputs?: Two_Factor_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_title(inputs)
	return en_two_factor_title(inputs)
});