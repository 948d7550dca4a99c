/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Admin_Roster_BackInputs */

const en_admin_roster_back = /** @type {(inputs: Admin_Roster_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groups of ${i?.workshopTitle}`)
};

const fr_admin_roster_back = /** @type {(inputs: Admin_Roster_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupes de ${i?.workshopTitle}`)
};

/**
* | output |
* | --- |
* | "Groups of {workshopTitle}" |
*
* @param {Admin_Roster_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_back = /** @type {((inputs: Admin_Roster_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_back(inputs)
	return en_admin_roster_back(inputs)
});