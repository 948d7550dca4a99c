/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Next_Steps_HeadingInputs */

const en_email_booking_next_steps_heading = /** @type {(inputs: Email_Booking_Next_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens next`)
};

const fr_email_booking_next_steps_heading = /** @type {(inputs: Email_Booking_Next_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suite`)
};

/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Email_Booking_Next_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_next_steps_heading = /** @type {((inputs?: Email_Booking_Next_Steps_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Next_Steps_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_next_steps_heading(inputs)
	return en_email_booking_next_steps_heading(inputs)
});