/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Receipt_Document_TitleInputs */

const en_receipt_document_title = /** @type {(inputs: Receipt_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt ${i?.reference}`)
};

const fr_receipt_document_title = /** @type {(inputs: Receipt_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Receipt {reference}" |
*
* @param {Receipt_Document_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_document_title = /** @type {((inputs: Receipt_Document_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Document_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_document_title(inputs)
	return en_receipt_document_title(inputs)
});