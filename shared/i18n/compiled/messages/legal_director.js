/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_DirectorInputs */

const en_legal_director = /** @type {(inputs: Legal_DirectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Director`)
};

const fr_legal_director = /** @type {(inputs: Legal_DirectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directeur`)
};

/**
* | output |
* | --- |
* | "Director" |
*
* @param {Legal_DirectorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_director = /** @type {((inputs?: Legal_DirectorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_DirectorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_director(inputs)
	return en_legal_director(inputs)
});