/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Workshops_TitleInputs */

const en_home_workshops_title = /** @type {(inputs: Home_Workshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Life skills, one small group at a time`)
};

const fr_home_workshops_title = /** @type {(inputs: Home_Workshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des compétences pour la vie, un petit groupe à la fois`)
};

/**
* | output |
* | --- |
* | "Life skills, one small group at a time" |
*
* @param {Home_Workshops_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_title = /** @type {((inputs?: Home_Workshops_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Workshops_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_workshops_title(inputs)
	return en_home_workshops_title(inputs)
});