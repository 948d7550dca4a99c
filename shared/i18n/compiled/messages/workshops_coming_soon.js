/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Coming_SoonInputs */

const en_workshops_coming_soon = /** @type {(inputs: Workshops_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming Soon`)
};

const fr_workshops_coming_soon = /** @type {(inputs: Workshops_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bientôt disponible`)
};

/**
* | output |
* | --- |
* | "Coming Soon" |
*
* @param {Workshops_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_coming_soon = /** @type {((inputs?: Workshops_Coming_SoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Coming_SoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_coming_soon(inputs)
	return en_workshops_coming_soon(inputs)
});