/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nav_NewsletterInputs */

const en_admin_nav_newsletter = /** @type {(inputs: Admin_Nav_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

const fr_admin_nav_newsletter = /** @type {(inputs: Admin_Nav_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Admin_Nav_NewsletterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_newsletter = /** @type {((inputs?: Admin_Nav_NewsletterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nav_NewsletterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_nav_newsletter(inputs)
	return en_admin_nav_newsletter(inputs)
});