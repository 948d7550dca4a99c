/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_Field_Page_KeyInputs */

const en_admin_content_field_page_key = /** @type {(inputs: Admin_Content_Field_Page_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page key`)
};

const fr_admin_content_field_page_key = /** @type {(inputs: Admin_Content_Field_Page_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé de page`)
};

/**
* | output |
* | --- |
* | "Page key" |
*
* @param {Admin_Content_Field_Page_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_page_key = /** @type {((inputs?: Admin_Content_Field_Page_KeyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Field_Page_KeyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_field_page_key(inputs)
	return en_admin_content_field_page_key(inputs)
});