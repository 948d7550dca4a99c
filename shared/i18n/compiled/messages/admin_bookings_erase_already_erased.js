/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Erase_Already_ErasedInputs */

const en_admin_bookings_erase_already_erased = /** @type {(inputs: Admin_Bookings_Erase_Already_ErasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The teen's details are already erased.`)
};

const fr_admin_bookings_erase_already_erased = /** @type {(inputs: Admin_Bookings_Erase_Already_ErasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données de l'adolescent sont déjà effacées.`)
};

/**
* | output |
* | --- |
* | "The teen's details are already erased." |
*
* @param {Admin_Bookings_Erase_Already_ErasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_already_erased = /** @type {((inputs?: Admin_Bookings_Erase_Already_ErasedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Erase_Already_ErasedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_erase_already_erased(inputs)
	return en_admin_bookings_erase_already_erased(inputs)
});