/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_Time_ZoneInputs */

const en_admin_groups_field_time_zone = /** @type {(inputs: Admin_Groups_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const fr_admin_groups_field_time_zone = /** @type {(inputs: Admin_Groups_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Admin_Groups_Field_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_time_zone = /** @type {((inputs?: Admin_Groups_Field_Time_ZoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_Time_ZoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_time_zone(inputs)
	return en_admin_groups_field_time_zone(inputs)
});