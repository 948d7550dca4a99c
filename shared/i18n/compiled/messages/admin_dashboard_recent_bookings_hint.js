/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Recent_Bookings_HintInputs */

const en_admin_dashboard_recent_bookings_hint = /** @type {(inputs: Admin_Dashboard_Recent_Bookings_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New bookings: bookings made in the last 7 days.`)
};

const fr_admin_dashboard_recent_bookings_hint = /** @type {(inputs: Admin_Dashboard_Recent_Bookings_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelles Réservations : réservations enregistrées au cours des 7 derniers jours.`)
};

/**
* | output |
* | --- |
* | "New bookings: bookings made in the last 7 days." |
*
* @param {Admin_Dashboard_Recent_Bookings_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_recent_bookings_hint = /** @type {((inputs?: Admin_Dashboard_Recent_Bookings_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Recent_Bookings_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_recent_bookings_hint(inputs)
	return en_admin_dashboard_recent_bookings_hint(inputs)
});