/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Links_HeadingInputs */

const en_email_booking_links_heading = /** @type {(inputs: Email_Booking_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking links`)
};

const fr_email_booking_links_heading = /** @type {(inputs: Email_Booking_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos liens de réservation`)
};

/**
* | output |
* | --- |
* | "Your booking links" |
*
* @param {Email_Booking_Links_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_heading = /** @type {((inputs?: Email_Booking_Links_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Links_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_links_heading(inputs)
	return en_email_booking_links_heading(inputs)
});