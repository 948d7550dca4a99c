/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Not_UnassignedInputs */

const en_admin_group_not_unassigned = /** @type {(inputs: Admin_Group_Not_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking is not waiting for a group (already placed, or cancelled).`)
};

const fr_admin_group_not_unassigned = /** @type {(inputs: Admin_Group_Not_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'attend pas de groupe (déjà placée, ou annulée).`)
};

/**
* | output |
* | --- |
* | "This booking is not waiting for a group (already placed, or cancelled)." |
*
* @param {Admin_Group_Not_UnassignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_not_unassigned = /** @type {((inputs?: Admin_Group_Not_UnassignedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Not_UnassignedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_not_unassigned(inputs)
	return en_admin_group_not_unassigned(inputs)
});