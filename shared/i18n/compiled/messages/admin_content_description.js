/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_DescriptionInputs */

const en_admin_content_description = /** @type {(inputs: Admin_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the site's texts without a developer.`)
};

const fr_admin_content_description = /** @type {(inputs: Admin_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiez les textes du site sans développeur.`)
};

/**
* | output |
* | --- |
* | "Change the site's texts without a developer." |
*
* @param {Admin_Content_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_description = /** @type {((inputs?: Admin_Content_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_description(inputs)
	return en_admin_content_description(inputs)
});