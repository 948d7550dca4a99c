/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Col_UnsubscribedInputs */

const en_admin_newsletter_col_unsubscribed = /** @type {(inputs: Admin_Newsletter_Col_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

const fr_admin_newsletter_col_unsubscribed = /** @type {(inputs: Admin_Newsletter_Col_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement`)
};

/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Admin_Newsletter_Col_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_col_unsubscribed = /** @type {((inputs?: Admin_Newsletter_Col_UnsubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Col_UnsubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_col_unsubscribed(inputs)
	return en_admin_newsletter_col_unsubscribed(inputs)
});