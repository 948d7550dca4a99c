/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_Age_MaxInputs */

const en_admin_workshop_field_age_max = /** @type {(inputs: Admin_Workshop_Field_Age_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum age *`)
};

const fr_admin_workshop_field_age_max = /** @type {(inputs: Admin_Workshop_Field_Age_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge maximum *`)
};

/**
* | output |
* | --- |
* | "Maximum age *" |
*
* @param {Admin_Workshop_Field_Age_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_age_max = /** @type {((inputs?: Admin_Workshop_Field_Age_MaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_Age_MaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_age_max(inputs)
	return en_admin_workshop_field_age_max(inputs)
});