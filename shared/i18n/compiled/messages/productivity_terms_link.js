/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Terms_LinkInputs */

const en_productivity_terms_link = /** @type {(inputs: Productivity_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the terms of sale`)
};

const fr_productivity_terms_link = /** @type {(inputs: Productivity_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire les conditions générales de vente`)
};

/**
* | output |
* | --- |
* | "Read the terms of sale" |
*
* @param {Productivity_Terms_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_terms_link = /** @type {((inputs?: Productivity_Terms_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Terms_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_terms_link(inputs)
	return en_productivity_terms_link(inputs)
});