/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Field_TypeInputs */

const en_admin_discount_code_field_type = /** @type {(inputs: Admin_Discount_Code_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount type`)
};

const fr_admin_discount_code_field_type = /** @type {(inputs: Admin_Discount_Code_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de réduction`)
};

/**
* | output |
* | --- |
* | "Discount type" |
*
* @param {Admin_Discount_Code_Field_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_type = /** @type {((inputs?: Admin_Discount_Code_Field_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Field_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_field_type(inputs)
	return en_admin_discount_code_field_type(inputs)
});