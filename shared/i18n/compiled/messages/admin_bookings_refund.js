/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_RefundInputs */

const en_admin_bookings_refund = /** @type {(inputs: Admin_Bookings_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const fr_admin_bookings_refund = /** @type {(inputs: Admin_Bookings_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Admin_Bookings_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_refund = /** @type {((inputs?: Admin_Bookings_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_refund(inputs)
	return en_admin_bookings_refund(inputs)
});