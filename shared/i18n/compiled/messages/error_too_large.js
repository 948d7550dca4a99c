/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Too_LargeInputs */

const en_error_too_large = /** @type {(inputs: Error_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is too large.`)
};

const fr_error_too_large = /** @type {(inputs: Error_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête est trop volumineuse.`)
};

/**
* | output |
* | --- |
* | "The request is too large." |
*
* @param {Error_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_too_large = /** @type {((inputs?: Error_Too_LargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Too_LargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_too_large(inputs)
	return en_error_too_large(inputs)
});