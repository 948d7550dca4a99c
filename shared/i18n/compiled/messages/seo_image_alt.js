/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Seo_Image_AltInputs */

const en_seo_image_alt = /** @type {(inputs: Seo_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academyName}: online group workshops for teens aged 10-16`)
};

const fr_seo_image_alt = /** @type {(inputs: Seo_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academyName} : ateliers en ligne en petits groupes pour les 10-16 ans`)
};

/**
* | output |
* | --- |
* | "{academyName}: online group workshops for teens aged 10-16" |
*
* @param {Seo_Image_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seo_image_alt = /** @type {((inputs: Seo_Image_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seo_Image_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seo_image_alt(inputs)
	return en_seo_image_alt(inputs)
});