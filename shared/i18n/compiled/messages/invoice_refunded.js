/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Invoice_RefundedInputs */

const en_invoice_refunded = /** @type {(inputs: Invoice_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded to the card used for payment, from ${i?.date}.`)
};

const fr_invoice_refunded = /** @type {(inputs: Invoice_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursé sur la carte utilisée pour le paiement, à partir du ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Refunded to the card used for payment, from {date}." |
*
* @param {Invoice_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_refunded = /** @type {((inputs: Invoice_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_refunded(inputs)
	return en_invoice_refunded(inputs)
});