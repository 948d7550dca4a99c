/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_PrintableInputs */

const en_admin_roster_printable = /** @type {(inputs: Admin_Roster_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable version`)
};

const fr_admin_roster_printable = /** @type {(inputs: Admin_Roster_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version imprimable`)
};

/**
* | output |
* | --- |
* | "Printable version" |
*
* @param {Admin_Roster_PrintableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_printable = /** @type {((inputs?: Admin_Roster_PrintableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_PrintableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_printable(inputs)
	return en_admin_roster_printable(inputs)
});