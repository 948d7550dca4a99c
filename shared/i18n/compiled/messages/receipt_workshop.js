/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_WorkshopInputs */

const en_receipt_workshop = /** @type {(inputs: Receipt_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop`)
};

const fr_receipt_workshop = /** @type {(inputs: Receipt_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier`)
};

/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Receipt_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_workshop = /** @type {((inputs?: Receipt_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_workshop(inputs)
	return en_receipt_workshop(inputs)
});