/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_PriceInputs */

const en_receipt_price = /** @type {(inputs: Receipt_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop price`)
};

const fr_receipt_price = /** @type {(inputs: Receipt_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix de l'atelier`)
};

/**
* | output |
* | --- |
* | "Workshop price" |
*
* @param {Receipt_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_price = /** @type {((inputs?: Receipt_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_price(inputs)
	return en_receipt_price(inputs)
});