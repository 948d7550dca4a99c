/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Search_PlaceholderInputs */

const en_admin_newsletter_search_placeholder = /** @type {(inputs: Admin_Newsletter_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`address@example.com`)
};

const fr_admin_newsletter_search_placeholder = /** @type {(inputs: Admin_Newsletter_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adresse@exemple.fr`)
};

/**
* | output |
* | --- |
* | "address@example.com" |
*
* @param {Admin_Newsletter_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_search_placeholder = /** @type {((inputs?: Admin_Newsletter_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_search_placeholder(inputs)
	return en_admin_newsletter_search_placeholder(inputs)
});