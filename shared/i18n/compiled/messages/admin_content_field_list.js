/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Admin_Content_Field_ListInputs */

const en_admin_content_field_list = /** @type {(inputs: Admin_Content_Field_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field "${i?.field}" must be a list`)
};

const fr_admin_content_field_list = /** @type {(inputs: Admin_Content_Field_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le champ "${i?.field}" doit être une liste`)
};

/**
* | output |
* | --- |
* | "The field \"{field}\" must be a list" |
*
* @param {Admin_Content_Field_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_list = /** @type {((inputs: Admin_Content_Field_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_list(inputs)
	return en_admin_content_field_list(inputs)
});