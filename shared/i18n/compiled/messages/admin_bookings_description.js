/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_DescriptionInputs */

const en_admin_bookings_description = /** @type {(inputs: Admin_Bookings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See and export the families' bookings.`)
};

const fr_admin_bookings_description = /** @type {(inputs: Admin_Bookings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez et exportez les réservations des familles.`)
};

/**
* | output |
* | --- |
* | "See and export the families' bookings." |
*
* @param {Admin_Bookings_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_description = /** @type {((inputs?: Admin_Bookings_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_description(inputs)
	return en_admin_bookings_description(inputs)
});