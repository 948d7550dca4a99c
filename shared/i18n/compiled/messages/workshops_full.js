/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_FullInputs */

const en_workshops_full = /** @type {(inputs: Workshops_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const fr_workshops_full = /** @type {(inputs: Workshops_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complet`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Workshops_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_full = /** @type {((inputs?: Workshops_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_full(inputs)
	return en_workshops_full(inputs)
});