/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_EmptyInputs */

const en_admin_newsletter_empty = /** @type {(inputs: Admin_Newsletter_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscriber found.`)
};

const fr_admin_newsletter_empty = /** @type {(inputs: Admin_Newsletter_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun abonné trouvé.`)
};

/**
* | output |
* | --- |
* | "No subscriber found." |
*
* @param {Admin_Newsletter_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_empty = /** @type {((inputs?: Admin_Newsletter_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_empty(inputs)
	return en_admin_newsletter_empty(inputs)
});