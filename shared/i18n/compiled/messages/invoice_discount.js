/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Invoice_DiscountInputs */

const en_invoice_discount = /** @type {(inputs: Invoice_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discount ${i?.code}`)
};

const fr_invoice_discount = /** @type {(inputs: Invoice_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remise ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Discount {code}" |
*
* @param {Invoice_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_discount = /** @type {((inputs: Invoice_DiscountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_DiscountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_discount(inputs)
	return en_invoice_discount(inputs)
});