/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_ReceiptInputs */

const en_booking_confirmed_receipt = /** @type {(inputs: Booking_Confirmed_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Receipt`)
};

const fr_booking_confirmed_receipt = /** @type {(inputs: Booking_Confirmed_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le reçu`)
};

/**
* | output |
* | --- |
* | "Download Receipt" |
*
* @param {Booking_Confirmed_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_receipt = /** @type {((inputs?: Booking_Confirmed_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_receipt(inputs)
	return en_booking_confirmed_receipt(inputs)
});