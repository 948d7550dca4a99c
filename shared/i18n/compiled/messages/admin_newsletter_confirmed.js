/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_ConfirmedInputs */

const en_admin_newsletter_confirmed = /** @type {(inputs: Admin_Newsletter_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const fr_admin_newsletter_confirmed = /** @type {(inputs: Admin_Newsletter_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmés`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Admin_Newsletter_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_confirmed = /** @type {((inputs?: Admin_Newsletter_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_confirmed(inputs)
	return en_admin_newsletter_confirmed(inputs)
});