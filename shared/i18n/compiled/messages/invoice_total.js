/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_TotalInputs */

const en_invoice_total = /** @type {(inputs: Invoice_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total, all taxes included`)
};

const fr_invoice_total = /** @type {(inputs: Invoice_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total TTC`)
};

/**
* | output |
* | --- |
* | "Total, all taxes included" |
*
* @param {Invoice_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_total = /** @type {((inputs?: Invoice_TotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_TotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_total(inputs)
	return en_invoice_total(inputs)
});