/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Discount_CodesInputs */

const en_admin_dashboard_discount_codes = /** @type {(inputs: Admin_Dashboard_Discount_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount codes`)
};

const fr_admin_dashboard_discount_codes = /** @type {(inputs: Admin_Dashboard_Discount_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes de Réduction`)
};

/**
* | output |
* | --- |
* | "Discount codes" |
*
* @param {Admin_Dashboard_Discount_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_discount_codes = /** @type {((inputs?: Admin_Dashboard_Discount_CodesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Discount_CodesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_discount_codes(inputs)
	return en_admin_dashboard_discount_codes(inputs)
});