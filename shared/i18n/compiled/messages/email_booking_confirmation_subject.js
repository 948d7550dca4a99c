/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown>, reference: NonNullable<unknown> }} Email_Booking_Confirmation_SubjectInputs */

const en_email_booking_confirmation_subject = /** @type {(inputs: Email_Booking_Confirmation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking confirmed: ${i?.workshopTitle} (${i?.reference})`)
};

const fr_email_booking_confirmation_subject = /** @type {(inputs: Email_Booking_Confirmation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation confirmée : ${i?.workshopTitle} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "Booking confirmed: {workshopTitle} ({reference})" |
*
* @param {Email_Booking_Confirmation_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_confirmation_subject = /** @type {((inputs: Email_Booking_Confirmation_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Confirmation_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_confirmation_subject(inputs)
	return en_email_booking_confirmation_subject(inputs)
});