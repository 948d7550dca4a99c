/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_NewInputs */

const en_admin_content_new = /** @type {(inputs: Admin_Content_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New content`)
};

const fr_admin_content_new = /** @type {(inputs: Admin_Content_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau Contenu`)
};

/**
* | output |
* | --- |
* | "New content" |
*
* @param {Admin_Content_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_new = /** @type {((inputs?: Admin_Content_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_new(inputs)
	return en_admin_content_new(inputs)
});