/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_CountersInputs */

const en_admin_newsletter_counters = /** @type {(inputs: Admin_Newsletter_CountersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counters`)
};

const fr_admin_newsletter_counters = /** @type {(inputs: Admin_Newsletter_CountersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compteurs`)
};

/**
* | output |
* | --- |
* | "Counters" |
*
* @param {Admin_Newsletter_CountersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_counters = /** @type {((inputs?: Admin_Newsletter_CountersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_CountersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_counters(inputs)
	return en_admin_newsletter_counters(inputs)
});