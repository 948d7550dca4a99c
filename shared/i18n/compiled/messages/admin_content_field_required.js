/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Admin_Content_Field_RequiredInputs */

const en_admin_content_field_required = /** @type {(inputs: Admin_Content_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field "${i?.field}" is required`)
};

const fr_admin_content_field_required = /** @type {(inputs: Admin_Content_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le champ "${i?.field}" est obligatoire`)
};

/**
* | output |
* | --- |
* | "The field \"{field}\" is required" |
*
* @param {Admin_Content_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_required = /** @type {((inputs: Admin_Content_Field_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_required(inputs)
	return en_admin_content_field_required(inputs)
});