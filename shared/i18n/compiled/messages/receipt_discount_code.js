/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Receipt_Discount_CodeInputs */

const en_receipt_discount_code = /** @type {(inputs: Receipt_Discount_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discount (${i?.code})`)
};

const fr_receipt_discount_code = /** @type {(inputs: Receipt_Discount_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réduction (${i?.code})`)
};

/**
* | output |
* | --- |
* | "Discount ({code})" |
*
* @param {Receipt_Discount_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_discount_code = /** @type {((inputs: Receipt_Discount_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Discount_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_discount_code(inputs)
	return en_receipt_discount_code(inputs)
});