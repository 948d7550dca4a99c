/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_ReferenceInputs */

const en_invoice_reference = /** @type {(inputs: Invoice_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference`)
};

const fr_invoice_reference = /** @type {(inputs: Invoice_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence de réservation`)
};

/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Invoice_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_reference = /** @type {((inputs?: Invoice_ReferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_ReferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_reference(inputs)
	return en_invoice_reference(inputs)
});