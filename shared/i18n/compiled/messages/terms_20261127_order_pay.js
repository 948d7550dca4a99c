/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Order_PayInputs */

const en_terms_20261127_order_pay = /** @type {(inputs: Terms_20261127_Order_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay by card.`)
};

const fr_terms_20261127_order_pay = /** @type {(inputs: Terms_20261127_Order_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez par carte.`)
};

/**
* | output |
* | --- |
* | "Pay by card." |
*
* @param {Terms_20261127_Order_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_pay = /** @type {((inputs?: Terms_20261127_Order_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Order_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_order_pay(inputs)
	return en_terms_20261127_order_pay(inputs)
});