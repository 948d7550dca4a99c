/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Admin_Content_Field_UnknownInputs */

const en_admin_content_field_unknown = /** @type {(inputs: Admin_Content_Field_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field "${i?.field}" does not exist for this page`)
};

const fr_admin_content_field_unknown = /** @type {(inputs: Admin_Content_Field_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le champ "${i?.field}" n'existe pas pour cette page`)
};

/**
* | output |
* | --- |
* | "The field \"{field}\" does not exist for this page" |
*
* @param {Admin_Content_Field_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_unknown = /** @type {((inputs: Admin_Content_Field_UnknownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_UnknownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_unknown(inputs)
	return en_admin_content_field_unknown(inputs)
});