/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Col_AssignInputs */

const en_admin_groups_col_assign = /** @type {(inputs: Admin_Groups_Col_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign to a group`)
};

const fr_admin_groups_col_assign = /** @type {(inputs: Admin_Groups_Col_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affecter à un groupe`)
};

/**
* | output |
* | --- |
* | "Assign to a group" |
*
* @param {Admin_Groups_Col_AssignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_assign = /** @type {((inputs?: Admin_Groups_Col_AssignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Col_AssignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_col_assign(inputs)
	return en_admin_groups_col_assign(inputs)
});