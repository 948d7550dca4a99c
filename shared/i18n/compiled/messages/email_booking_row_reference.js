/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Row_ReferenceInputs */

const en_email_booking_row_reference = /** @type {(inputs: Email_Booking_Row_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference`)
};

const fr_email_booking_row_reference = /** @type {(inputs: Email_Booking_Row_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence de réservation`)
};

/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Email_Booking_Row_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_reference = /** @type {((inputs?: Email_Booking_Row_ReferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Row_ReferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_row_reference(inputs)
	return en_email_booking_row_reference(inputs)
});