/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Col_SubscribedInputs */

const en_admin_newsletter_col_subscribed = /** @type {(inputs: Admin_Newsletter_Col_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up`)
};

const fr_admin_newsletter_col_subscribed = /** @type {(inputs: Admin_Newsletter_Col_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Admin_Newsletter_Col_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_col_subscribed = /** @type {((inputs?: Admin_Newsletter_Col_SubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Col_SubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_col_subscribed(inputs)
	return en_admin_newsletter_col_subscribed(inputs)
});