/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Amount_ZeroInputs */

const en_admin_cancel_booking_amount_zero = /** @type {(inputs: Admin_Cancel_Booking_Amount_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund must be more than €0.`)
};

const fr_admin_cancel_booking_amount_zero = /** @type {(inputs: Admin_Cancel_Booking_Amount_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant du remboursement doit être supérieur à 0 €.`)
};

/**
* | output |
* | --- |
* | "The refund must be more than €0." |
*
* @param {Admin_Cancel_Booking_Amount_ZeroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_zero = /** @type {((inputs?: Admin_Cancel_Booking_Amount_ZeroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Amount_ZeroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_amount_zero(inputs)
	return en_admin_cancel_booking_amount_zero(inputs)
});