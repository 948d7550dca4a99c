/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_Field_ContentInputs */

const en_admin_content_field_content = /** @type {(inputs: Admin_Content_Field_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content (JSON)`)
};

const fr_admin_content_field_content = /** @type {(inputs: Admin_Content_Field_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu (JSON)`)
};

/**
* | output |
* | --- |
* | "Content (JSON)" |
*
* @param {Admin_Content_Field_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_content = /** @type {((inputs?: Admin_Content_Field_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_content(inputs)
	return en_admin_content_field_content(inputs)
});