/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, workshopTitle: NonNullable<unknown> }} Email_Booking_Cancelled_SubjectInputs */

const en_email_booking_cancelled_subject = /** @type {(inputs: Email_Booking_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking ${i?.reference} for ${i?.workshopTitle} is cancelled`)
};

const fr_email_booking_cancelled_subject = /** @type {(inputs: Email_Booking_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre réservation ${i?.reference} pour ${i?.workshopTitle} est annulée`)
};

/**
* | output |
* | --- |
* | "Your booking {reference} for {workshopTitle} is cancelled" |
*
* @param {Email_Booking_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_subject = /** @type {((inputs: Email_Booking_Cancelled_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_subject(inputs)
	return en_email_booking_cancelled_subject(inputs)
});