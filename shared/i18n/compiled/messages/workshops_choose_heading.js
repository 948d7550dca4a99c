/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Choose_HeadingInputs */

const en_workshops_choose_heading = /** @type {(inputs: Workshops_Choose_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure which workshop to choose?`)
};

const fr_workshops_choose_heading = /** @type {(inputs: Workshops_Choose_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous hésitez entre plusieurs ateliers ?`)
};

/**
* | output |
* | --- |
* | "Not sure which workshop to choose?" |
*
* @param {Workshops_Choose_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_choose_heading = /** @type {((inputs?: Workshops_Choose_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Choose_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_choose_heading(inputs)
	return en_workshops_choose_heading(inputs)
});