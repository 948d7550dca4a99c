/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Start_TimeInputs */

const en_admin_group_start_time = /** @type {(inputs: Admin_Group_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start time is required (HH:MM, 24-hour clock).`)
};

const fr_admin_group_start_time = /** @type {(inputs: Admin_Group_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'heure de début est requise (HH:MM, sur 24 heures).`)
};

/**
* | output |
* | --- |
* | "The start time is required (HH:MM, 24-hour clock)." |
*
* @param {Admin_Group_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_start_time = /** @type {((inputs?: Admin_Group_Start_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Start_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_start_time(inputs)
	return en_admin_group_start_time(inputs)
});