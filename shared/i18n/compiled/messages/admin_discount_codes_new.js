/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_NewInputs */

const en_admin_discount_codes_new = /** @type {(inputs: Admin_Discount_Codes_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New code`)
};

const fr_admin_discount_codes_new = /** @type {(inputs: Admin_Discount_Codes_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau code`)
};

/**
* | output |
* | --- |
* | "New code" |
*
* @param {Admin_Discount_Codes_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_new = /** @type {((inputs?: Admin_Discount_Codes_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_new(inputs)
	return en_admin_discount_codes_new(inputs)
});