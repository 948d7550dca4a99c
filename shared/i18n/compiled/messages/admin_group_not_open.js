/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Not_OpenInputs */

const en_admin_group_not_open = /** @type {(inputs: Admin_Group_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group no longer takes bookings (closed or finished).`)
};

const fr_admin_group_not_open = /** @type {(inputs: Admin_Group_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe n'accepte plus de réservations (fermé ou terminé).`)
};

/**
* | output |
* | --- |
* | "This group no longer takes bookings (closed or finished)." |
*
* @param {Admin_Group_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_not_open = /** @type {((inputs?: Admin_Group_Not_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Not_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_not_open(inputs)
	return en_admin_group_not_open(inputs)
});