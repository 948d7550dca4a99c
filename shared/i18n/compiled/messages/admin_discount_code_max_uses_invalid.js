/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Max_Uses_InvalidInputs */

const en_admin_discount_code_max_uses_invalid = /** @type {(inputs: Admin_Discount_Code_Max_Uses_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number of uses must be a positive whole number`)
};

const fr_admin_discount_code_max_uses_invalid = /** @type {(inputs: Admin_Discount_Code_Max_Uses_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre d'utilisations doit être un entier positif`)
};

/**
* | output |
* | --- |
* | "The number of uses must be a positive whole number" |
*
* @param {Admin_Discount_Code_Max_Uses_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_max_uses_invalid = /** @type {((inputs?: Admin_Discount_Code_Max_Uses_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Max_Uses_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_max_uses_invalid(inputs)
	return en_admin_discount_code_max_uses_invalid(inputs)
});