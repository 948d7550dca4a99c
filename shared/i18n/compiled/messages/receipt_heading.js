/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_HeadingInputs */

const en_receipt_heading = /** @type {(inputs: Receipt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Receipt`)
};

const fr_receipt_heading = /** @type {(inputs: Receipt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu de réservation`)
};

/**
* | output |
* | --- |
* | "Booking Receipt" |
*
* @param {Receipt_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_heading = /** @type {((inputs?: Receipt_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_heading(inputs)
	return en_receipt_heading(inputs)
});