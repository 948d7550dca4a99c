/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paid: NonNullable<unknown> }} Admin_Cancel_Booking_Amount_Too_HighInputs */

const en_admin_cancel_booking_amount_too_high = /** @type {(inputs: Admin_Cancel_Booking_Amount_Too_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The refund cannot be more than the amount paid (${i?.paid}).`)
};

const fr_admin_cancel_booking_amount_too_high = /** @type {(inputs: Admin_Cancel_Booking_Amount_Too_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le remboursement ne peut pas dépasser le montant payé (${i?.paid}).`)
};

/**
* | output |
* | --- |
* | "The refund cannot be more than the amount paid ({paid})." |
*
* @param {Admin_Cancel_Booking_Amount_Too_HighInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_too_high = /** @type {((inputs: Admin_Cancel_Booking_Amount_Too_HighInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Amount_Too_HighInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_amount_too_high(inputs)
	return en_admin_cancel_booking_amount_too_high(inputs)
});