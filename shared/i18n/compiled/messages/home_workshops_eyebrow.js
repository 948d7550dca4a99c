/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Workshops_EyebrowInputs */

const en_home_workshops_eyebrow = /** @type {(inputs: Home_Workshops_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our workshops`)
};

const fr_home_workshops_eyebrow = /** @type {(inputs: Home_Workshops_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos ateliers`)
};

/**
* | output |
* | --- |
* | "Our workshops" |
*
* @param {Home_Workshops_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_eyebrow = /** @type {((inputs?: Home_Workshops_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Workshops_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_workshops_eyebrow(inputs)
	return en_home_workshops_eyebrow(inputs)
});