/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_TitleInputs */

const en_admin_roster_title = /** @type {(inputs: Admin_Roster_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants list`)
};

const fr_admin_roster_title = /** @type {(inputs: Admin_Roster_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste des participants`)
};

/**
* | output |
* | --- |
* | "Participants list" |
*
* @param {Admin_Roster_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_title = /** @type {((inputs?: Admin_Roster_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_title(inputs)
	return en_admin_roster_title(inputs)
});