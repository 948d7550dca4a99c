/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_New_Booking_Notice_GroupInputs */

const en_email_new_booking_notice_group = /** @type {(inputs: Email_New_Booking_Notice_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

const fr_email_new_booking_notice_group = /** @type {(inputs: Email_New_Booking_Notice_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

/**
* | output |
* | --- |
* | "Group" |
*
* @param {Email_New_Booking_Notice_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_group = /** @type {((inputs?: Email_New_Booking_Notice_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_New_Booking_Notice_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_new_booking_notice_group(inputs)
	return en_email_new_booking_notice_group(inputs)
});