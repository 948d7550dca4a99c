/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_CancelledInputs */

const en_receipt_cancelled = /** @type {(inputs: Receipt_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid, then cancelled (see the credit note)`)
};

const fr_receipt_cancelled = /** @type {(inputs: Receipt_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payée, puis annulée (voir l'avoir)`)
};

/**
* | output |
* | --- |
* | "Paid, then cancelled (see the credit note)" |
*
* @param {Receipt_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_cancelled = /** @type {((inputs?: Receipt_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_cancelled(inputs)
	return en_receipt_cancelled(inputs)
});