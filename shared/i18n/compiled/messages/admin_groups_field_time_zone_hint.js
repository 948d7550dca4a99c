/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_Time_Zone_HintInputs */

const en_admin_groups_field_time_zone_hint = /** @type {(inputs: Admin_Groups_Field_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IANA name, for example America/New_York.`)
};

const fr_admin_groups_field_time_zone_hint = /** @type {(inputs: Admin_Groups_Field_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom IANA, par exemple America/New_York.`)
};

/**
* | output |
* | --- |
* | "IANA name, for example America/New_York." |
*
* @param {Admin_Groups_Field_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_time_zone_hint = /** @type {((inputs?: Admin_Groups_Field_Time_Zone_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_Time_Zone_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_time_zone_hint(inputs)
	return en_admin_groups_field_time_zone_hint(inputs)
});