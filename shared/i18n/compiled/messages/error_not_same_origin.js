/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_Same_OriginInputs */

const en_error_not_same_origin = /** @type {(inputs: Error_Not_Same_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request must come from the academy's own pages.`)
};

const fr_error_not_same_origin = /** @type {(inputs: Error_Not_Same_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette requête doit venir des pages de l'académie.`)
};

/**
* | output |
* | --- |
* | "This request must come from the academy's own pages." |
*
* @param {Error_Not_Same_OriginInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_not_same_origin = /** @type {((inputs?: Error_Not_Same_OriginInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Same_OriginInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_not_same_origin(inputs)
	return en_error_not_same_origin(inputs)
});