/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Csv_UnsubscribedInputs */

const en_admin_newsletter_csv_unsubscribed = /** @type {(inputs: Admin_Newsletter_Csv_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed on`)
};

const fr_admin_newsletter_csv_unsubscribed = /** @type {(inputs: Admin_Newsletter_Csv_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de désabonnement`)
};

/**
* | output |
* | --- |
* | "Unsubscribed on" |
*
* @param {Admin_Newsletter_Csv_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_csv_unsubscribed = /** @type {((inputs?: Admin_Newsletter_Csv_UnsubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Csv_UnsubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_csv_unsubscribed(inputs)
	return en_admin_newsletter_csv_unsubscribed(inputs)
});