/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Cancel_Booking_Refund_FailedInputs */

const en_admin_cancel_booking_refund_failed = /** @type {(inputs: Admin_Cancel_Booking_Refund_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The refund of ${i?.amount} failed at the payment provider: it will be retried automatically.`)
};

const fr_admin_cancel_booking_refund_failed = /** @type {(inputs: Admin_Cancel_Booking_Refund_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le remboursement de ${i?.amount} a échoué chez le prestataire de paiement : il sera retenté automatiquement.`)
};

/**
* | output |
* | --- |
* | "The refund of {amount} failed at the payment provider: it will be retried automatically." |
*
* @param {Admin_Cancel_Booking_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_refund_failed = /** @type {((inputs: Admin_Cancel_Booking_Refund_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Refund_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_refund_failed(inputs)
	return en_admin_cancel_booking_refund_failed(inputs)
});