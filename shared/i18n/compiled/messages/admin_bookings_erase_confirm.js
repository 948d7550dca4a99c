/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Erase_ConfirmInputs */

const en_admin_bookings_erase_confirm = /** @type {(inputs: Admin_Bookings_Erase_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase the details`)
};

const fr_admin_bookings_erase_confirm = /** @type {(inputs: Admin_Bookings_Erase_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les données`)
};

/**
* | output |
* | --- |
* | "Erase the details" |
*
* @param {Admin_Bookings_Erase_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_confirm = /** @type {((inputs?: Admin_Bookings_Erase_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Erase_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_erase_confirm(inputs)
	return en_admin_bookings_erase_confirm(inputs)
});