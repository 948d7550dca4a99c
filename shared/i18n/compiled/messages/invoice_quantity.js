/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_QuantityInputs */

const en_invoice_quantity = /** @type {(inputs: Invoice_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

const fr_invoice_quantity = /** @type {(inputs: Invoice_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qté`)
};

/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Invoice_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_quantity = /** @type {((inputs?: Invoice_QuantityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_QuantityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_quantity(inputs)
	return en_invoice_quantity(inputs)
});