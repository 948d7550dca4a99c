/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Newsletter_Col_ConfirmedInputs */

const en_admin_newsletter_col_confirmed = /** @type {(inputs: Admin_Newsletter_Col_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation`)
};

const fr_admin_newsletter_col_confirmed = /** @type {(inputs: Admin_Newsletter_Col_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation`)
};

/**
* | output |
* | --- |
* | "Confirmation" |
*
* @param {Admin_Newsletter_Col_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_col_confirmed = /** @type {((inputs?: Admin_Newsletter_Col_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Newsletter_Col_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_newsletter_col_confirmed(inputs)
	return en_admin_newsletter_col_confirmed(inputs)
});