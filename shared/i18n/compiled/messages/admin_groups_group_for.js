/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Groups_Group_ForInputs */

const en_admin_groups_group_for = /** @type {(inputs: Admin_Groups_Group_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Group for ${i?.reference}`)
};

const fr_admin_groups_group_for = /** @type {(inputs: Admin_Groups_Group_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupe pour ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Group for {reference}" |
*
* @param {Admin_Groups_Group_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_group_for = /** @type {((inputs: Admin_Groups_Group_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Group_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_group_for(inputs)
	return en_admin_groups_group_for(inputs)
});