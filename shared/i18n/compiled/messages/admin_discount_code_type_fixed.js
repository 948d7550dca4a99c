/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Type_FixedInputs */

const en_admin_discount_code_type_fixed = /** @type {(inputs: Admin_Discount_Code_Type_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed amount`)
};

const fr_admin_discount_code_type_fixed = /** @type {(inputs: Admin_Discount_Code_Type_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant fixe`)
};

/**
* | output |
* | --- |
* | "Fixed amount" |
*
* @param {Admin_Discount_Code_Type_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_type_fixed = /** @type {((inputs?: Admin_Discount_Code_Type_FixedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Type_FixedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_type_fixed(inputs)
	return en_admin_discount_code_type_fixed(inputs)
});