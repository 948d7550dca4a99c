/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_DescriptionInputs */

const en_admin_workshop_field_description = /** @type {(inputs: Admin_Workshop_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description *`)
};

const fr_admin_workshop_field_description = /** @type {(inputs: Admin_Workshop_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description *`)
};

/**
* | output |
* | --- |
* | "Description *" |
*
* @param {Admin_Workshop_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_description = /** @type {((inputs?: Admin_Workshop_Field_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_description(inputs)
	return en_admin_workshop_field_description(inputs)
});