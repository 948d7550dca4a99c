/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Csv_SubscribedInputs */

const en_admin_newsletter_csv_subscribed = /** @type {(inputs: Admin_Newsletter_Csv_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up on`)
};

const fr_admin_newsletter_csv_subscribed = /** @type {(inputs: Admin_Newsletter_Csv_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d'inscription`)
};

/**
* | output |
* | --- |
* | "Signed up on" |
*
* @param {Admin_Newsletter_Csv_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_csv_subscribed = /** @type {((inputs?: Admin_Newsletter_Csv_SubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Csv_SubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_csv_subscribed(inputs)
	return en_admin_newsletter_csv_subscribed(inputs)
});