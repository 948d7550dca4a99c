/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Erase_ErrorInputs */

const en_admin_bookings_erase_error = /** @type {(inputs: Admin_Bookings_Erase_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not erase the teen's details`)
};

const fr_admin_bookings_erase_error = /** @type {(inputs: Admin_Bookings_Erase_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'effacer les données de l'adolescent`)
};

/**
* | output |
* | --- |
* | "Could not erase the teen's details" |
*
* @param {Admin_Bookings_Erase_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_error = /** @type {((inputs?: Admin_Bookings_Erase_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Erase_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_erase_error(inputs)
	return en_admin_bookings_erase_error(inputs)
});