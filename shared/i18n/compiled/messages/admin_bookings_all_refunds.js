/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_All_RefundsInputs */

const en_admin_bookings_all_refunds = /** @type {(inputs: Admin_Bookings_All_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All refunds`)
};

const fr_admin_bookings_all_refunds = /** @type {(inputs: Admin_Bookings_All_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les remboursements`)
};

/**
* | output |
* | --- |
* | "All refunds" |
*
* @param {Admin_Bookings_All_RefundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_all_refunds = /** @type {((inputs?: Admin_Bookings_All_RefundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_All_RefundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_all_refunds(inputs)
	return en_admin_bookings_all_refunds(inputs)
});