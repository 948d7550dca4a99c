/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Help_TitleInputs */

const en_home_help_title = /** @type {(inputs: Home_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure which workshop is right for your child?`)
};

const fr_home_help_title = /** @type {(inputs: Home_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne savez pas quel atelier convient à votre enfant ?`)
};

/**
* | output |
* | --- |
* | "Not sure which workshop is right for your child?" |
*
* @param {Home_Help_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_help_title = /** @type {((inputs?: Home_Help_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Help_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_help_title(inputs)
	return en_home_help_title(inputs)
});