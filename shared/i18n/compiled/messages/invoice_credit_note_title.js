/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Invoice_Credit_Note_TitleInputs */

const en_invoice_credit_note_title = /** @type {(inputs: Invoice_Credit_Note_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Credit note ${i?.number}`)
};

const fr_invoice_credit_note_title = /** @type {(inputs: Invoice_Credit_Note_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avoir ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Credit note {number}" |
*
* @param {Invoice_Credit_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_credit_note_title = /** @type {((inputs: Invoice_Credit_Note_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Credit_Note_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_credit_note_title(inputs)
	return en_invoice_credit_note_title(inputs)
});