/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_Col_ReferenceInputs */

const en_admin_roster_col_reference = /** @type {(inputs: Admin_Roster_Col_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const fr_admin_roster_col_reference = /** @type {(inputs: Admin_Roster_Col_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Admin_Roster_Col_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_col_reference = /** @type {((inputs?: Admin_Roster_Col_ReferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_Col_ReferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_col_reference(inputs)
	return en_admin_roster_col_reference(inputs)
});