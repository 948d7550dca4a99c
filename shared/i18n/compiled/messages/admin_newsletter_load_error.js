/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Load_ErrorInputs */

const en_admin_newsletter_load_error = /** @type {(inputs: Admin_Newsletter_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the newsletter subscribers`)
};

const fr_admin_newsletter_load_error = /** @type {(inputs: Admin_Newsletter_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les abonnés newsletter`)
};

/**
* | output |
* | --- |
* | "Could not load the newsletter subscribers" |
*
* @param {Admin_Newsletter_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_load_error = /** @type {((inputs?: Admin_Newsletter_Load_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Load_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_load_error(inputs)
	return en_admin_newsletter_load_error(inputs)
});