/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Has_BookingsInputs */

const en_admin_group_has_bookings = /** @type {(inputs: Admin_Group_Has_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group cannot be deleted: it has bookings. Close it instead.`)
};

const fr_admin_group_has_bookings = /** @type {(inputs: Admin_Group_Has_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer ce groupe : il a des réservations. Fermez-le plutôt.`)
};

/**
* | output |
* | --- |
* | "This group cannot be deleted: it has bookings. Close it instead." |
*
* @param {Admin_Group_Has_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_has_bookings = /** @type {((inputs?: Admin_Group_Has_BookingsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Has_BookingsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_has_bookings(inputs)
	return en_admin_group_has_bookings(inputs)
});