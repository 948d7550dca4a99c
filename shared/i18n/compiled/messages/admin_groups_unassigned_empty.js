/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Unassigned_EmptyInputs */

const en_admin_groups_unassigned_empty = /** @type {(inputs: Admin_Groups_Unassigned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings waiting for a group.`)
};

const fr_admin_groups_unassigned_empty = /** @type {(inputs: Admin_Groups_Unassigned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune réservation en attente de groupe.`)
};

/**
* | output |
* | --- |
* | "No bookings waiting for a group." |
*
* @param {Admin_Groups_Unassigned_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_unassigned_empty = /** @type {((inputs?: Admin_Groups_Unassigned_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Unassigned_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_unassigned_empty(inputs)
	return en_admin_groups_unassigned_empty(inputs)
});