/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Field_MinimumInputs */

const en_admin_discount_code_field_minimum = /** @type {(inputs: Admin_Discount_Code_Field_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum amount (€)`)
};

const fr_admin_discount_code_field_minimum = /** @type {(inputs: Admin_Discount_Code_Field_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant minimum (€)`)
};

/**
* | output |
* | --- |
* | "Minimum amount (€)" |
*
* @param {Admin_Discount_Code_Field_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_minimum = /** @type {((inputs?: Admin_Discount_Code_Field_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Field_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_field_minimum(inputs)
	return en_admin_discount_code_field_minimum(inputs)
});