/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_EmptyInputs */

const en_admin_content_empty = /** @type {(inputs: Admin_Content_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No content.`)
};

const fr_admin_content_empty = /** @type {(inputs: Admin_Content_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contenu.`)
};

/**
* | output |
* | --- |
* | "No content." |
*
* @param {Admin_Content_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_empty = /** @type {((inputs?: Admin_Content_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_empty(inputs)
	return en_admin_content_empty(inputs)
});