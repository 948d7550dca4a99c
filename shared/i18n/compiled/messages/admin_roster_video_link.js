/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_Video_LinkInputs */

const en_admin_roster_video_link = /** @type {(inputs: Admin_Roster_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video link:`)
};

const fr_admin_roster_video_link = /** @type {(inputs: Admin_Roster_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de la visio :`)
};

/**
* | output |
* | --- |
* | "Video link:" |
*
* @param {Admin_Roster_Video_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_video_link = /** @type {((inputs?: Admin_Roster_Video_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_Video_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_video_link(inputs)
	return en_admin_roster_video_link(inputs)
});