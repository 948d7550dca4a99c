/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Field_Value_PercentageInputs */

const en_admin_discount_code_field_value_percentage = /** @type {(inputs: Admin_Discount_Code_Field_Value_PercentageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value (%) *`)
};

const fr_admin_discount_code_field_value_percentage = /** @type {(inputs: Admin_Discount_Code_Field_Value_PercentageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur (%) *`)
};

/**
* | output |
* | --- |
* | "Value (%) *" |
*
* @param {Admin_Discount_Code_Field_Value_PercentageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_value_percentage = /** @type {((inputs?: Admin_Discount_Code_Field_Value_PercentageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Field_Value_PercentageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_field_value_percentage(inputs)
	return en_admin_discount_code_field_value_percentage(inputs)
});