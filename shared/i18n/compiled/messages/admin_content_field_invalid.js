/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Admin_Content_Field_InvalidInputs */

const en_admin_content_field_invalid = /** @type {(inputs: Admin_Content_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field "${i?.field}" is not valid`)
};

const fr_admin_content_field_invalid = /** @type {(inputs: Admin_Content_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le champ "${i?.field}" n'est pas valide`)
};

/**
* | output |
* | --- |
* | "The field \"{field}\" is not valid" |
*
* @param {Admin_Content_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_invalid = /** @type {((inputs: Admin_Content_Field_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_invalid(inputs)
	return en_admin_content_field_invalid(inputs)
});