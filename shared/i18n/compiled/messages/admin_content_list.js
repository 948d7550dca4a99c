/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_ListInputs */

const en_admin_content_list = /** @type {(inputs: Admin_Content_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content`)
};

const fr_admin_content_list = /** @type {(inputs: Admin_Content_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenus`)
};

/**
* | output |
* | --- |
* | "Content" |
*
* @param {Admin_Content_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_list = /** @type {((inputs?: Admin_Content_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_list(inputs)
	return en_admin_content_list(inputs)
});