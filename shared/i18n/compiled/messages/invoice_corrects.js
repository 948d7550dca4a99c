/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Invoice_CorrectsInputs */

const en_invoice_corrects = /** @type {(inputs: Invoice_CorrectsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corrects invoice ${i?.number}`)
};

const fr_invoice_corrects = /** @type {(inputs: Invoice_CorrectsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rectifie la facture ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Corrects invoice {number}" |
*
* @param {Invoice_CorrectsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_corrects = /** @type {((inputs: Invoice_CorrectsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_CorrectsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_corrects(inputs)
	return en_invoice_corrects(inputs)
});