/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_New_Booking_Notice_AmountInputs */

const en_email_new_booking_notice_amount = /** @type {(inputs: Email_New_Booking_Notice_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const fr_email_new_booking_notice_amount = /** @type {(inputs: Email_New_Booking_Notice_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Email_New_Booking_Notice_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_amount = /** @type {((inputs?: Email_New_Booking_Notice_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_New_Booking_Notice_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_new_booking_notice_amount(inputs)
	return en_email_new_booking_notice_amount(inputs)
});