/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_Print_TitleInputs */

const en_admin_roster_print_title = /** @type {(inputs: Admin_Roster_Print_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants list (print)`)
};

const fr_admin_roster_print_title = /** @type {(inputs: Admin_Roster_Print_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste des participants (impression)`)
};

/**
* | output |
* | --- |
* | "Participants list (print)" |
*
* @param {Admin_Roster_Print_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_print_title = /** @type {((inputs?: Admin_Roster_Print_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_Print_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_print_title(inputs)
	return en_admin_roster_print_title(inputs)
});