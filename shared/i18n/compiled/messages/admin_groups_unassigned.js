/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_UnassignedInputs */

const en_admin_groups_unassigned = /** @type {(inputs: Admin_Groups_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings without a group`)
};

const fr_admin_groups_unassigned = /** @type {(inputs: Admin_Groups_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservations sans groupe`)
};

/**
* | output |
* | --- |
* | "Bookings without a group" |
*
* @param {Admin_Groups_UnassignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_unassigned = /** @type {((inputs?: Admin_Groups_UnassignedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_UnassignedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_unassigned(inputs)
	return en_admin_groups_unassigned(inputs)
});