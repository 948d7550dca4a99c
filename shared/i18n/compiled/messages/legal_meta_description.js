/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Meta_DescriptionInputs */

const en_legal_meta_description = /** @type {(inputs: Legal_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who publishes this site, who hosts it, and how to reach the academy and its consumer mediator.`)
};

const fr_legal_meta_description = /** @type {(inputs: Legal_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui publie ce site, qui l'héberge, et comment joindre l'académie et son médiateur de la consommation.`)
};

/**
* | output |
* | --- |
* | "Who publishes this site, who hosts it, and how to reach the academy and its consumer mediator." |
*
* @param {Legal_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_meta_description = /** @type {((inputs?: Legal_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_meta_description(inputs)
	return en_legal_meta_description(inputs)
});