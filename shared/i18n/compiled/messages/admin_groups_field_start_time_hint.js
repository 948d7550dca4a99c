/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_Start_Time_HintInputs */

const en_admin_groups_field_start_time_hint = /** @type {(inputs: Admin_Groups_Field_Start_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the group's time zone.`)
};

const fr_admin_groups_field_start_time_hint = /** @type {(inputs: Admin_Groups_Field_Start_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans le fuseau horaire du groupe.`)
};

/**
* | output |
* | --- |
* | "In the group's time zone." |
*
* @param {Admin_Groups_Field_Start_Time_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_start_time_hint = /** @type {((inputs?: Admin_Groups_Field_Start_Time_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_Start_Time_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_start_time_hint(inputs)
	return en_admin_groups_field_start_time_hint(inputs)
});