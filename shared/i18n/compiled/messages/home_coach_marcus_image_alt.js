/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coach_Marcus_Image_AltInputs */

const en_home_coach_marcus_image_alt = /** @type {(inputs: Home_Coach_Marcus_Image_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustrated portrait of Marcus Reid, smiling, with short dark hair and a beard`)
};

const fr_home_coach_marcus_image_alt = /** @type {(inputs: Home_Coach_Marcus_Image_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portrait illustré de Marcus Reid, souriant, aux cheveux courts et foncés, avec une barbe`)
};

/**
* | output |
* | --- |
* | "Illustrated portrait of Marcus Reid, smiling, with short dark hair and a beard" |
*
* @param {Home_Coach_Marcus_Image_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_marcus_image_alt = /** @type {((inputs?: Home_Coach_Marcus_Image_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coach_Marcus_Image_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_coach_marcus_image_alt(inputs)
	return en_home_coach_marcus_image_alt(inputs)
});