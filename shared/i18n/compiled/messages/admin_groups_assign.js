/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_AssignInputs */

const en_admin_groups_assign = /** @type {(inputs: Admin_Groups_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign`)
};

const fr_admin_groups_assign = /** @type {(inputs: Admin_Groups_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affecter`)
};

/**
* | output |
* | --- |
* | "Assign" |
*
* @param {Admin_Groups_AssignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_assign = /** @type {((inputs?: Admin_Groups_AssignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_AssignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_assign(inputs)
	return en_admin_groups_assign(inputs)
});