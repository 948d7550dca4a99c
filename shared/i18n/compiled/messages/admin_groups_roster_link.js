/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Groups_Roster_LinkInputs */

const en_admin_groups_roster_link = /** @type {(inputs: Admin_Groups_Roster_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`List (${i?.count})`)
};

const fr_admin_groups_roster_link = /** @type {(inputs: Admin_Groups_Roster_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste (${i?.count})`)
};

/**
* | output |
* | --- |
* | "List ({count})" |
*
* @param {Admin_Groups_Roster_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_roster_link = /** @type {((inputs: Admin_Groups_Roster_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Roster_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_roster_link(inputs)
	return en_admin_groups_roster_link(inputs)
});