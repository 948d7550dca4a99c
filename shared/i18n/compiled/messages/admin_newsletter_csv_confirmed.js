/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Csv_ConfirmedInputs */

const en_admin_newsletter_csv_confirmed = /** @type {(inputs: Admin_Newsletter_Csv_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed on`)
};

const fr_admin_newsletter_csv_confirmed = /** @type {(inputs: Admin_Newsletter_Csv_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de confirmation`)
};

/**
* | output |
* | --- |
* | "Confirmed on" |
*
* @param {Admin_Newsletter_Csv_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_csv_confirmed = /** @type {((inputs?: Admin_Newsletter_Csv_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Csv_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_csv_confirmed(inputs)
	return en_admin_newsletter_csv_confirmed(inputs)
});