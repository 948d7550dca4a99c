/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coaches_EyebrowInputs */

const en_home_coaches_eyebrow = /** @type {(inputs: Home_Coaches_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your coaches`)
};

const fr_home_coaches_eyebrow = /** @type {(inputs: Home_Coaches_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos coachs`)
};

/**
* | output |
* | --- |
* | "Your coaches" |
*
* @param {Home_Coaches_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coaches_eyebrow = /** @type {((inputs?: Home_Coaches_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coaches_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_coaches_eyebrow(inputs)
	return en_home_coaches_eyebrow(inputs)
});