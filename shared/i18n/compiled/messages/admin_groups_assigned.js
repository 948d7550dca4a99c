/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Groups_AssignedInputs */

const en_admin_groups_assigned = /** @type {(inputs: Admin_Groups_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking ${i?.reference} assigned to the group.`)
};

const fr_admin_groups_assigned = /** @type {(inputs: Admin_Groups_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation ${i?.reference} affectée au groupe.`)
};

/**
* | output |
* | --- |
* | "Booking {reference} assigned to the group." |
*
* @param {Admin_Groups_AssignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_assigned = /** @type {((inputs: Admin_Groups_AssignedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_AssignedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_assigned(inputs)
	return en_admin_groups_assigned(inputs)
});