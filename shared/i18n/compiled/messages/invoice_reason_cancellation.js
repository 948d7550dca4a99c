/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Reason_CancellationInputs */

const en_invoice_reason_cancellation = /** @type {(inputs: Invoice_Reason_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation`)
};

const fr_invoice_reason_cancellation = /** @type {(inputs: Invoice_Reason_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation`)
};

/**
* | output |
* | --- |
* | "Cancellation" |
*
* @param {Invoice_Reason_CancellationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_reason_cancellation = /** @type {((inputs?: Invoice_Reason_CancellationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Reason_CancellationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_reason_cancellation(inputs)
	return en_invoice_reason_cancellation(inputs)
});