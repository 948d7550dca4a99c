/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Cancelled_RefundInputs */

const en_email_booking_cancelled_refund = /** @type {(inputs: Email_Booking_Cancelled_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a refund, or any question about this cancellation, contact us at`)
};

const fr_email_booking_cancelled_refund = /** @type {(inputs: Email_Booking_Cancelled_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour un remboursement, ou toute question sur cette annulation, contactez-nous à`)
};

/**
* | output |
* | --- |
* | "For a refund, or any question about this cancellation, contact us at" |
*
* @param {Email_Booking_Cancelled_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_refund = /** @type {((inputs?: Email_Booking_Cancelled_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Cancelled_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_cancelled_refund(inputs)
	return en_email_booking_cancelled_refund(inputs)
});