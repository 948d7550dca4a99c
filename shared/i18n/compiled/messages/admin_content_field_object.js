/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Admin_Content_Field_ObjectInputs */

const en_admin_content_field_object = /** @type {(inputs: Admin_Content_Field_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field "${i?.field}" must be an object`)
};

const fr_admin_content_field_object = /** @type {(inputs: Admin_Content_Field_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le champ "${i?.field}" doit être un objet`)
};

/**
* | output |
* | --- |
* | "The field \"{field}\" must be an object" |
*
* @param {Admin_Content_Field_ObjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_object = /** @type {((inputs: Admin_Content_Field_ObjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_ObjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_object(inputs)
	return en_admin_content_field_object(inputs)
});