/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Use_OtherInputs */

const en_admin_discount_code_use_other = /** @type {(inputs: Admin_Discount_Code_Use_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uses`)
};

const fr_admin_discount_code_use_other = /** @type {(inputs: Admin_Discount_Code_Use_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utilisations`)
};

/**
* | output |
* | --- |
* | "uses" |
*
* @param {Admin_Discount_Code_Use_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_use_other = /** @type {((inputs?: Admin_Discount_Code_Use_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Use_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_use_other(inputs)
	return en_admin_discount_code_use_other(inputs)
});