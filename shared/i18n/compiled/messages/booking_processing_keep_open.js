/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Processing_Keep_OpenInputs */

const en_booking_processing_keep_open = /** @type {(inputs: Booking_Processing_Keep_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please do not close this page.`)
};

const fr_booking_processing_keep_open = /** @type {(inputs: Booking_Processing_Keep_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez ne pas fermer cette page.`)
};

/**
* | output |
* | --- |
* | "Please do not close this page." |
*
* @param {Booking_Processing_Keep_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_processing_keep_open = /** @type {((inputs?: Booking_Processing_Keep_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Processing_Keep_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_processing_keep_open(inputs)
	return en_booking_processing_keep_open(inputs)
});