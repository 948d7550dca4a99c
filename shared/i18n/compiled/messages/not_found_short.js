/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_ShortInputs */

const en_not_found_short = /** @type {(inputs: Not_Found_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist.`)
};

const fr_not_found_short = /** @type {(inputs: Not_Found_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page que vous cherchez n'existe pas.`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist." |
*
* @param {Not_Found_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_found_short = /** @type {((inputs?: Not_Found_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_not_found_short(inputs)
	return en_not_found_short(inputs)
});