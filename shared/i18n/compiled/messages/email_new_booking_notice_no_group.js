/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_New_Booking_Notice_No_GroupInputs */

const en_email_new_booking_notice_no_group = /** @type {(inputs: Email_New_Booking_Notice_No_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for a group`)
};

const fr_email_new_booking_notice_no_group = /** @type {(inputs: Email_New_Booking_Notice_No_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d'un groupe`)
};

/**
* | output |
* | --- |
* | "Waiting for a group" |
*
* @param {Email_New_Booking_Notice_No_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_no_group = /** @type {((inputs?: Email_New_Booking_Notice_No_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_New_Booking_Notice_No_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_new_booking_notice_no_group(inputs)
	return en_email_new_booking_notice_no_group(inputs)
});