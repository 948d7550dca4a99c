/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Col_ParentInputs */

const en_admin_groups_col_parent = /** @type {(inputs: Admin_Groups_Col_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

const fr_admin_groups_col_parent = /** @type {(inputs: Admin_Groups_Col_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Admin_Groups_Col_ParentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_parent = /** @type {((inputs?: Admin_Groups_Col_ParentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Col_ParentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_col_parent(inputs)
	return en_admin_groups_col_parent(inputs)
});