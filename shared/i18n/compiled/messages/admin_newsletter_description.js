/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_DescriptionInputs */

const en_admin_newsletter_description = /** @type {(inputs: Admin_Newsletter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The newsletter's subscribers and their status.`)
};

const fr_admin_newsletter_description = /** @type {(inputs: Admin_Newsletter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les abonnés à la newsletter et leur statut.`)
};

/**
* | output |
* | --- |
* | "The newsletter's subscribers and their status." |
*
* @param {Admin_Newsletter_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_description = /** @type {((inputs?: Admin_Newsletter_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_description(inputs)
	return en_admin_newsletter_description(inputs)
});