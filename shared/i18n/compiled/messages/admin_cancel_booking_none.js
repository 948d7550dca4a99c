/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_NoneInputs */

const en_admin_cancel_booking_none = /** @type {(inputs: Admin_Cancel_Booking_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No refund`)
};

const fr_admin_cancel_booking_none = /** @type {(inputs: Admin_Cancel_Booking_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans remboursement`)
};

/**
* | output |
* | --- |
* | "No refund" |
*
* @param {Admin_Cancel_Booking_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_none = /** @type {((inputs?: Admin_Cancel_Booking_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_none(inputs)
	return en_admin_cancel_booking_none(inputs)
});