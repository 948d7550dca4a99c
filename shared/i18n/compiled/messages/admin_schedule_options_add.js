/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Schedule_Options_AddInputs */

const en_admin_schedule_options_add = /** @type {(inputs: Admin_Schedule_Options_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a run`)
};

const fr_admin_schedule_options_add = /** @type {(inputs: Admin_Schedule_Options_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un créneau`)
};

/**
* | output |
* | --- |
* | "Add a run" |
*
* @param {Admin_Schedule_Options_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_add = /** @type {((inputs?: Admin_Schedule_Options_AddInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_AddInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_add(inputs)
	return en_admin_schedule_options_add(inputs)
});