/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_TitleInputs */

const en_admin_content_title = /** @type {(inputs: Admin_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page content`)
};

const fr_admin_content_title = /** @type {(inputs: Admin_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu des pages`)
};

/**
* | output |
* | --- |
* | "Page content" |
*
* @param {Admin_Content_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_title = /** @type {((inputs?: Admin_Content_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_title(inputs)
	return en_admin_content_title(inputs)
});