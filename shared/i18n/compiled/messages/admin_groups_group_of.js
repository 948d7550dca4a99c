/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Admin_Groups_Group_OfInputs */

const en_admin_groups_group_of = /** @type {(inputs: Admin_Groups_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Group of ${i?.date}`)
};

const fr_admin_groups_group_of = /** @type {(inputs: Admin_Groups_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupe du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Group of {date}" |
*
* @param {Admin_Groups_Group_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_group_of = /** @type {((inputs: Admin_Groups_Group_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Group_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_group_of(inputs)
	return en_admin_groups_group_of(inputs)
});