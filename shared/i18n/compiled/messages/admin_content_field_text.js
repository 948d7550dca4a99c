/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Admin_Content_Field_TextInputs */

const en_admin_content_field_text = /** @type {(inputs: Admin_Content_Field_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field "${i?.field}" must be a text`)
};

const fr_admin_content_field_text = /** @type {(inputs: Admin_Content_Field_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le champ "${i?.field}" doit être un texte`)
};

/**
* | output |
* | --- |
* | "The field \"{field}\" must be a text" |
*
* @param {Admin_Content_Field_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_text = /** @type {((inputs: Admin_Content_Field_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_text(inputs)
	return en_admin_content_field_text(inputs)
});