/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Minimum_InvalidInputs */

const en_admin_discount_code_minimum_invalid = /** @type {(inputs: Admin_Discount_Code_Minimum_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The minimum amount must be an amount in euros`)
};

const fr_admin_discount_code_minimum_invalid = /** @type {(inputs: Admin_Discount_Code_Minimum_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant minimum doit être un montant en euros`)
};

/**
* | output |
* | --- |
* | "The minimum amount must be an amount in euros" |
*
* @param {Admin_Discount_Code_Minimum_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_minimum_invalid = /** @type {((inputs?: Admin_Discount_Code_Minimum_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Minimum_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_minimum_invalid(inputs)
	return en_admin_discount_code_minimum_invalid(inputs)
});