/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_SearchInputs */

const en_admin_bookings_search = /** @type {(inputs: Admin_Bookings_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a booking`)
};

const fr_admin_bookings_search = /** @type {(inputs: Admin_Bookings_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher une réservation`)
};

/**
* | output |
* | --- |
* | "Search for a booking" |
*
* @param {Admin_Bookings_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_search = /** @type {((inputs?: Admin_Bookings_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_search(inputs)
	return en_admin_bookings_search(inputs)
});