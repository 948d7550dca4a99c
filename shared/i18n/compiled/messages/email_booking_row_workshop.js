/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Row_WorkshopInputs */

const en_email_booking_row_workshop = /** @type {(inputs: Email_Booking_Row_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop`)
};

const fr_email_booking_row_workshop = /** @type {(inputs: Email_Booking_Row_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier`)
};

/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Email_Booking_Row_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_workshop = /** @type {((inputs?: Email_Booking_Row_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Row_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_row_workshop(inputs)
	return en_email_booking_row_workshop(inputs)
});