/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, known: NonNullable<unknown> }} Admin_Content_Field_Unknown_KnownInputs */

const en_admin_content_field_unknown_known = /** @type {(inputs: Admin_Content_Field_Unknown_KnownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field "${i?.field}" does not exist for this page (possible fields: ${i?.known})`)
};

const fr_admin_content_field_unknown_known = /** @type {(inputs: Admin_Content_Field_Unknown_KnownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le champ "${i?.field}" n'existe pas pour cette page (champs possibles : ${i?.known})`)
};

/**
* | output |
* | --- |
* | "The field \"{field}\" does not exist for this page (possible fields: {known})" |
*
* @param {Admin_Content_Field_Unknown_KnownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_unknown_known = /** @type {((inputs: Admin_Content_Field_Unknown_KnownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_Unknown_KnownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_unknown_known(inputs)
	return en_admin_content_field_unknown_known(inputs)
});