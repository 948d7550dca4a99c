/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_Col_TeenInputs */

const en_admin_roster_col_teen = /** @type {(inputs: Admin_Roster_Col_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen`)
};

const fr_admin_roster_col_teen = /** @type {(inputs: Admin_Roster_Col_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adolescent`)
};

/**
* | output |
* | --- |
* | "Teen" |
*
* @param {Admin_Roster_Col_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_col_teen = /** @type {((inputs?: Admin_Roster_Col_TeenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_Col_TeenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_col_teen(inputs)
	return en_admin_roster_col_teen(inputs)
});