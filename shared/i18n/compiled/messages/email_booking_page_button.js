/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Page_ButtonInputs */

const en_email_booking_page_button = /** @type {(inputs: Email_Booking_Page_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your booking`)
};

const fr_email_booking_page_button = /** @type {(inputs: Email_Booking_Page_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre réservation`)
};

/**
* | output |
* | --- |
* | "See your booking" |
*
* @param {Email_Booking_Page_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_page_button = /** @type {((inputs?: Email_Booking_Page_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Page_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_page_button(inputs)
	return en_email_booking_page_button(inputs)
});