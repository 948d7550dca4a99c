/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_Age_MinInputs */

const en_admin_workshop_field_age_min = /** @type {(inputs: Admin_Workshop_Field_Age_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum age *`)
};

const fr_admin_workshop_field_age_min = /** @type {(inputs: Admin_Workshop_Field_Age_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge minimum *`)
};

/**
* | output |
* | --- |
* | "Minimum age *" |
*
* @param {Admin_Workshop_Field_Age_MinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_age_min = /** @type {((inputs?: Admin_Workshop_Field_Age_MinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_Age_MinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_age_min(inputs)
	return en_admin_workshop_field_age_min(inputs)
});