/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_Col_DiscountInputs */

const en_admin_discount_codes_col_discount = /** @type {(inputs: Admin_Discount_Codes_Col_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

const fr_admin_discount_codes_col_discount = /** @type {(inputs: Admin_Discount_Codes_Col_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réduction`)
};

/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Admin_Discount_Codes_Col_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_col_discount = /** @type {((inputs?: Admin_Discount_Codes_Col_DiscountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_Col_DiscountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_col_discount(inputs)
	return en_admin_discount_codes_col_discount(inputs)
});