/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_EmptyInputs */

const en_admin_roster_empty = /** @type {(inputs: Admin_Roster_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No families in this group.`)
};

const fr_admin_roster_empty = /** @type {(inputs: Admin_Roster_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune famille dans ce groupe.`)
};

/**
* | output |
* | --- |
* | "No families in this group." |
*
* @param {Admin_Roster_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_empty = /** @type {((inputs?: Admin_Roster_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_empty(inputs)
	return en_admin_roster_empty(inputs)
});