/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Show_DetailsInputs */

const en_admin_bookings_show_details = /** @type {(inputs: Admin_Bookings_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the booking's details`)
};

const fr_admin_bookings_show_details = /** @type {(inputs: Admin_Bookings_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le détail de la réservation`)
};

/**
* | output |
* | --- |
* | "See the booking's details" |
*
* @param {Admin_Bookings_Show_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_show_details = /** @type {((inputs?: Admin_Bookings_Show_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Show_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_show_details(inputs)
	return en_admin_bookings_show_details(inputs)
});