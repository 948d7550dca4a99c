/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_No_RefundInputs */

const en_admin_bookings_no_refund = /** @type {(inputs: Admin_Bookings_No_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No refund`)
};

const fr_admin_bookings_no_refund = /** @type {(inputs: Admin_Bookings_No_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans remboursement`)
};

/**
* | output |
* | --- |
* | "No refund" |
*
* @param {Admin_Bookings_No_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_no_refund = /** @type {((inputs?: Admin_Bookings_No_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_No_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_no_refund(inputs)
	return en_admin_bookings_no_refund(inputs)
});