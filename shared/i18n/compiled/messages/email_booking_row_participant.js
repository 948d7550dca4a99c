/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Row_ParticipantInputs */

const en_email_booking_row_participant = /** @type {(inputs: Email_Booking_Row_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant`)
};

const fr_email_booking_row_participant = /** @type {(inputs: Email_Booking_Row_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant`)
};

/**
* | output |
* | --- |
* | "Participant" |
*
* @param {Email_Booking_Row_ParticipantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_participant = /** @type {((inputs?: Email_Booking_Row_ParticipantInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Row_ParticipantInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_row_participant(inputs)
	return en_email_booking_row_participant(inputs)
});