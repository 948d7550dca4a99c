/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_Start_TimeInputs */

const en_admin_groups_field_start_time = /** @type {(inputs: Admin_Groups_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

const fr_admin_groups_field_start_time = /** @type {(inputs: Admin_Groups_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de début`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Admin_Groups_Field_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_start_time = /** @type {((inputs?: Admin_Groups_Field_Start_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_Start_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_start_time(inputs)
	return en_admin_groups_field_start_time(inputs)
});