/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Total_RefundedInputs */

const en_invoice_total_refunded = /** @type {(inputs: Invoice_Total_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total refunded, all taxes included`)
};

const fr_invoice_total_refunded = /** @type {(inputs: Invoice_Total_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total remboursé TTC`)
};

/**
* | output |
* | --- |
* | "Total refunded, all taxes included" |
*
* @param {Invoice_Total_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_total_refunded = /** @type {((inputs?: Invoice_Total_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Total_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_total_refunded(inputs)
	return en_invoice_total_refunded(inputs)
});