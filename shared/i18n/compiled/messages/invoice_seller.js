/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_SellerInputs */

const en_invoice_seller = /** @type {(inputs: Invoice_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller`)
};

const fr_invoice_seller = /** @type {(inputs: Invoice_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vendeur`)
};

/**
* | output |
* | --- |
* | "Seller" |
*
* @param {Invoice_SellerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_seller = /** @type {((inputs?: Invoice_SellerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_SellerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_seller(inputs)
	return en_invoice_seller(inputs)
});