/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_Marcus_TitleInputs */

const en_home_coach_marcus_title = /** @type {(inputs: Home_Coach_Marcus_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen Life Coach`)
};

const fr_home_coach_marcus_title = /** @type {(inputs: Home_Coach_Marcus_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach de vie pour ados`)
};

/**
* | output |
* | --- |
* | "Teen Life Coach" |
*
* @param {Home_Coach_Marcus_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_marcus_title = /** @type {((inputs?: Home_Coach_Marcus_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_Marcus_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_coach_marcus_title(inputs)
	return en_home_coach_marcus_title(inputs)
});