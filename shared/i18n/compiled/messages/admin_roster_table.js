/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_TableInputs */

const en_admin_roster_table = /** @type {(inputs: Admin_Roster_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's participants`)
};

const fr_admin_roster_table = /** @type {(inputs: Admin_Roster_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants du groupe`)
};

/**
* | output |
* | --- |
* | "The group's participants" |
*
* @param {Admin_Roster_TableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_table = /** @type {((inputs?: Admin_Roster_TableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_TableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_table(inputs)
	return en_admin_roster_table(inputs)
});