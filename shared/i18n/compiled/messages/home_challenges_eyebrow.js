/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenges_EyebrowInputs */

const en_home_challenges_eyebrow = /** @type {(inputs: Home_Challenges_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound familiar?`)
};

const fr_home_challenges_eyebrow = /** @type {(inputs: Home_Challenges_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela vous parle ?`)
};

/**
* | output |
* | --- |
* | "Sound familiar?" |
*
* @param {Home_Challenges_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenges_eyebrow = /** @type {((inputs?: Home_Challenges_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenges_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenges_eyebrow(inputs)
	return en_home_challenges_eyebrow(inputs)
});