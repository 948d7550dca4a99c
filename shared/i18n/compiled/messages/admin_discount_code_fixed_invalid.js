/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Fixed_InvalidInputs */

const en_admin_discount_code_fixed_invalid = /** @type {(inputs: Admin_Discount_Code_Fixed_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The value must be an amount in euros above zero`)
};

const fr_admin_discount_code_fixed_invalid = /** @type {(inputs: Admin_Discount_Code_Fixed_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La valeur doit être un montant en euros supérieur à zéro`)
};

/**
* | output |
* | --- |
* | "The value must be an amount in euros above zero" |
*
* @param {Admin_Discount_Code_Fixed_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_fixed_invalid = /** @type {((inputs?: Admin_Discount_Code_Fixed_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Fixed_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_fixed_invalid(inputs)
	return en_admin_discount_code_fixed_invalid(inputs)
});