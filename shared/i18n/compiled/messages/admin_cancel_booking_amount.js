/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_AmountInputs */

const en_admin_cancel_booking_amount = /** @type {(inputs: Admin_Cancel_Booking_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to refund (€)`)
};

const fr_admin_cancel_booking_amount = /** @type {(inputs: Admin_Cancel_Booking_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant à rembourser (€)`)
};

/**
* | output |
* | --- |
* | "Amount to refund (€)" |
*
* @param {Admin_Cancel_Booking_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount = /** @type {((inputs?: Admin_Cancel_Booking_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_amount(inputs)
	return en_admin_cancel_booking_amount(inputs)
});