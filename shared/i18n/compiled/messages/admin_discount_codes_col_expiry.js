/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_Col_ExpiryInputs */

const en_admin_discount_codes_col_expiry = /** @type {(inputs: Admin_Discount_Codes_Col_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry`)
};

const fr_admin_discount_codes_col_expiry = /** @type {(inputs: Admin_Discount_Codes_Col_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiration`)
};

/**
* | output |
* | --- |
* | "Expiry" |
*
* @param {Admin_Discount_Codes_Col_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_col_expiry = /** @type {((inputs?: Admin_Discount_Codes_Col_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_Col_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_col_expiry(inputs)
	return en_admin_discount_codes_col_expiry(inputs)
});