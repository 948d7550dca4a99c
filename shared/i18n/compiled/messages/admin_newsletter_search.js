/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_SearchInputs */

const en_admin_newsletter_search = /** @type {(inputs: Admin_Newsletter_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by e-mail`)
};

const fr_admin_newsletter_search = /** @type {(inputs: Admin_Newsletter_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher par e-mail`)
};

/**
* | output |
* | --- |
* | "Search by e-mail" |
*
* @param {Admin_Newsletter_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_search = /** @type {((inputs?: Admin_Newsletter_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_search(inputs)
	return en_admin_newsletter_search(inputs)
});