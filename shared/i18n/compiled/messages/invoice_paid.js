/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Invoice_PaidInputs */

const en_invoice_paid = /** @type {(inputs: Invoice_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid by card on ${i?.date}.`)
};

const fr_invoice_paid = /** @type {(inputs: Invoice_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payée par carte le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Paid by card on {date}." |
*
* @param {Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_paid = /** @type {((inputs: Invoice_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_paid(inputs)
	return en_invoice_paid(inputs)
});