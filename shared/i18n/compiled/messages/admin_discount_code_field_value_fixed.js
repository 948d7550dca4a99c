/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Field_Value_FixedInputs */

const en_admin_discount_code_field_value_fixed = /** @type {(inputs: Admin_Discount_Code_Field_Value_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value (€) *`)
};

const fr_admin_discount_code_field_value_fixed = /** @type {(inputs: Admin_Discount_Code_Field_Value_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur (€) *`)
};

/**
* | output |
* | --- |
* | "Value (€) *" |
*
* @param {Admin_Discount_Code_Field_Value_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_value_fixed = /** @type {((inputs?: Admin_Discount_Code_Field_Value_FixedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Field_Value_FixedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_field_value_fixed(inputs)
	return en_admin_discount_code_field_value_fixed(inputs)
});