/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Recent_BookingsInputs */

const en_admin_dashboard_recent_bookings = /** @type {(inputs: Admin_Dashboard_Recent_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New bookings`)
};

const fr_admin_dashboard_recent_bookings = /** @type {(inputs: Admin_Dashboard_Recent_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelles Réservations`)
};

/**
* | output |
* | --- |
* | "New bookings" |
*
* @param {Admin_Dashboard_Recent_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_recent_bookings = /** @type {((inputs?: Admin_Dashboard_Recent_BookingsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Recent_BookingsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_recent_bookings(inputs)
	return en_admin_dashboard_recent_bookings(inputs)
});