/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Order_DetailsInputs */

const en_terms_20261127_order_details = /** @type {(inputs: Terms_20261127_Order_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in your details and your teen's.`)
};

const fr_terms_20261127_order_details = /** @type {(inputs: Terms_20261127_Order_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez vos coordonnées et celles de votre adolescent.`)
};

/**
* | output |
* | --- |
* | "Fill in your details and your teen's." |
*
* @param {Terms_20261127_Order_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_details = /** @type {((inputs?: Terms_20261127_Order_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Order_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_order_details(inputs)
	return en_terms_20261127_order_details(inputs)
});