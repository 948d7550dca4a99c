/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Admin_Roster_HeadingInputs */

const en_admin_roster_heading = /** @type {(inputs: Admin_Roster_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants: ${i?.workshopTitle}`)
};

const fr_admin_roster_heading = /** @type {(inputs: Admin_Roster_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants : ${i?.workshopTitle}`)
};

/**
* | output |
* | --- |
* | "Participants: {workshopTitle}" |
*
* @param {Admin_Roster_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_heading = /** @type {((inputs: Admin_Roster_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_heading(inputs)
	return en_admin_roster_heading(inputs)
});