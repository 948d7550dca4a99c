/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Per_TeenInputs */

const en_workshops_per_teen = /** @type {(inputs: Workshops_Per_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per teen`)
};

const fr_workshops_per_teen = /** @type {(inputs: Workshops_Per_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par adolescent`)
};

/**
* | output |
* | --- |
* | "per teen" |
*
* @param {Workshops_Per_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_per_teen = /** @type {((inputs?: Workshops_Per_TeenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Per_TeenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_per_teen(inputs)
	return en_workshops_per_teen(inputs)
});