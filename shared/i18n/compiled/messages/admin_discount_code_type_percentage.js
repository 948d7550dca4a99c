/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Type_PercentageInputs */

const en_admin_discount_code_type_percentage = /** @type {(inputs: Admin_Discount_Code_Type_PercentageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percentage`)
};

const fr_admin_discount_code_type_percentage = /** @type {(inputs: Admin_Discount_Code_Type_PercentageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourcentage`)
};

/**
* | output |
* | --- |
* | "Percentage" |
*
* @param {Admin_Discount_Code_Type_PercentageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_type_percentage = /** @type {((inputs?: Admin_Discount_Code_Type_PercentageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Type_PercentageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_type_percentage(inputs)
	return en_admin_discount_code_type_percentage(inputs)
});