/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_PartialInputs */

const en_admin_cancel_booking_partial = /** @type {(inputs: Admin_Cancel_Booking_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partial refund`)
};

const fr_admin_cancel_booking_partial = /** @type {(inputs: Admin_Cancel_Booking_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement partiel`)
};

/**
* | output |
* | --- |
* | "Partial refund" |
*
* @param {Admin_Cancel_Booking_PartialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_partial = /** @type {((inputs?: Admin_Cancel_Booking_PartialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_PartialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_partial(inputs)
	return en_admin_cancel_booking_partial(inputs)
});