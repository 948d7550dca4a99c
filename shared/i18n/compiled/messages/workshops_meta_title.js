/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Meta_TitleInputs */

const en_workshops_meta_title = /** @type {(inputs: Workshops_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshops for Teens: Confidence, Productivity, Habits & More`)
};

const fr_workshops_meta_title = /** @type {(inputs: Workshops_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ateliers pour adolescents : confiance en soi, productivité, habitudes et plus encore`)
};

/**
* | output |
* | --- |
* | "Workshops for Teens: Confidence, Productivity, Habits & More" |
*
* @param {Workshops_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_meta_title = /** @type {((inputs?: Workshops_Meta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Meta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_meta_title(inputs)
	return en_workshops_meta_title(inputs)
});