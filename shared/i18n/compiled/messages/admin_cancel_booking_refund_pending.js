/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Cancel_Booking_Refund_PendingInputs */

const en_admin_cancel_booking_refund_pending = /** @type {(inputs: Admin_Cancel_Booking_Refund_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund of ${i?.amount} in progress.`)
};

const fr_admin_cancel_booking_refund_pending = /** @type {(inputs: Admin_Cancel_Booking_Refund_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursement de ${i?.amount} en cours.`)
};

/**
* | output |
* | --- |
* | "Refund of {amount} in progress." |
*
* @param {Admin_Cancel_Booking_Refund_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_refund_pending = /** @type {((inputs: Admin_Cancel_Booking_Refund_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Refund_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_refund_pending(inputs)
	return en_admin_cancel_booking_refund_pending(inputs)
});