/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_EmptyInputs */

const en_admin_bookings_empty = /** @type {(inputs: Admin_Bookings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No booking found.`)
};

const fr_admin_bookings_empty = /** @type {(inputs: Admin_Bookings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune réservation trouvée.`)
};

/**
* | output |
* | --- |
* | "No booking found." |
*
* @param {Admin_Bookings_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_empty = /** @type {((inputs?: Admin_Bookings_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_empty(inputs)
	return en_admin_bookings_empty(inputs)
});