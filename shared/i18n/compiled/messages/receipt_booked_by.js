/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Booked_ByInputs */

const en_receipt_booked_by = /** @type {(inputs: Receipt_Booked_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked by`)
};

const fr_receipt_booked_by = /** @type {(inputs: Receipt_Booked_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé par`)
};

/**
* | output |
* | --- |
* | "Booked by" |
*
* @param {Receipt_Booked_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_booked_by = /** @type {((inputs?: Receipt_Booked_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Booked_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_booked_by(inputs)
	return en_receipt_booked_by(inputs)
});