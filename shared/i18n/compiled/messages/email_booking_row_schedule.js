/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Row_ScheduleInputs */

const en_email_booking_row_schedule = /** @type {(inputs: Email_Booking_Row_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const fr_email_booking_row_schedule = /** @type {(inputs: Email_Booking_Row_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Email_Booking_Row_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_schedule = /** @type {((inputs?: Email_Booking_Row_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Row_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_row_schedule(inputs)
	return en_email_booking_row_schedule(inputs)
});