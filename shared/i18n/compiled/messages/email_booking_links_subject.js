/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Email_Booking_Links_SubjectInputs */

const en_email_booking_links_subject = /** @type {(inputs: Email_Booking_Links_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your bookings at ${i?.academyName}`)
};

const fr_email_booking_links_subject = /** @type {(inputs: Email_Booking_Links_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos réservations chez ${i?.academyName}`)
};

/**
* | output |
* | --- |
* | "Your bookings at {academyName}" |
*
* @param {Email_Booking_Links_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_subject = /** @type {((inputs: Email_Booking_Links_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Links_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_links_subject(inputs)
	return en_email_booking_links_subject(inputs)
});