/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefits_EyebrowInputs */

const en_home_benefits_eyebrow = /** @type {(inputs: Home_Benefits_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why group coaching`)
};

const fr_home_benefits_eyebrow = /** @type {(inputs: Home_Benefits_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi le coaching en groupe`)
};

/**
* | output |
* | --- |
* | "Why group coaching" |
*
* @param {Home_Benefits_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefits_eyebrow = /** @type {((inputs?: Home_Benefits_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefits_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefits_eyebrow(inputs)
	return en_home_benefits_eyebrow(inputs)
});