/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_Page_Key_RequiredInputs */

const en_admin_content_page_key_required = /** @type {(inputs: Admin_Content_Page_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a page`)
};

const fr_admin_content_page_key_required = /** @type {(inputs: Admin_Content_Page_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une page`)
};

/**
* | output |
* | --- |
* | "Choose a page" |
*
* @param {Admin_Content_Page_Key_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_page_key_required = /** @type {((inputs?: Admin_Content_Page_Key_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Page_Key_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_page_key_required(inputs)
	return en_admin_content_page_key_required(inputs)
});