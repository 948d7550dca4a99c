/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown>, reference: NonNullable<unknown> }} Email_New_Booking_Notice_SubjectInputs */

const en_email_new_booking_notice_subject = /** @type {(inputs: Email_New_Booking_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New booking: ${i?.workshopTitle} (${i?.reference})`)
};

const fr_email_new_booking_notice_subject = /** @type {(inputs: Email_New_Booking_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvelle réservation : ${i?.workshopTitle} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "New booking: {workshopTitle} ({reference})" |
*
* @param {Email_New_Booking_Notice_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_subject = /** @type {((inputs: Email_New_Booking_Notice_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_New_Booking_Notice_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_new_booking_notice_subject(inputs)
	return en_email_new_booking_notice_subject(inputs)
});