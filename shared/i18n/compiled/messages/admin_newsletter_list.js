/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_ListInputs */

const en_admin_newsletter_list = /** @type {(inputs: Admin_Newsletter_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter subscribers`)
};

const fr_admin_newsletter_list = /** @type {(inputs: Admin_Newsletter_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés newsletter`)
};

/**
* | output |
* | --- |
* | "Newsletter subscribers" |
*
* @param {Admin_Newsletter_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_list = /** @type {((inputs?: Admin_Newsletter_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_list(inputs)
	return en_admin_newsletter_list(inputs)
});