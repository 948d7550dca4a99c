/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Time_ZoneInputs */

const en_admin_group_time_zone = /** @type {(inputs: Admin_Group_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown time zone: give an IANA name, for example America/New_York or Europe/Paris.`)
};

const fr_admin_group_time_zone = /** @type {(inputs: Admin_Group_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire inconnu : indiquez un nom IANA, par exemple America/New_York ou Europe/Paris.`)
};

/**
* | output |
* | --- |
* | "Unknown time zone: give an IANA name, for example America/New_York or Europe/Paris." |
*
* @param {Admin_Group_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_time_zone = /** @type {((inputs?: Admin_Group_Time_ZoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Time_ZoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_time_zone(inputs)
	return en_admin_group_time_zone(inputs)
});