/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_Claire_TitleInputs */

const en_home_coach_claire_title = /** @type {(inputs: Home_Coach_Claire_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clinical Psychologist`)
};

const fr_home_coach_claire_title = /** @type {(inputs: Home_Coach_Claire_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Psychologue clinicienne`)
};

/**
* | output |
* | --- |
* | "Clinical Psychologist" |
*
* @param {Home_Coach_Claire_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_claire_title = /** @type {((inputs?: Home_Coach_Claire_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_Claire_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_coach_claire_title(inputs)
	return en_home_coach_claire_title(inputs)
});