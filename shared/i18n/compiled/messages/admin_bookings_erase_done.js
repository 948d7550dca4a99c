/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Erase_DoneInputs */

const en_admin_bookings_erase_done = /** @type {(inputs: Admin_Bookings_Erase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The teen's details have been erased.`)
};

const fr_admin_bookings_erase_done = /** @type {(inputs: Admin_Bookings_Erase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données de l'adolescent ont été effacées.`)
};

/**
* | output |
* | --- |
* | "The teen's details have been erased." |
*
* @param {Admin_Bookings_Erase_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_done = /** @type {((inputs?: Admin_Bookings_Erase_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Erase_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_erase_done(inputs)
	return en_admin_bookings_erase_done(inputs)
});