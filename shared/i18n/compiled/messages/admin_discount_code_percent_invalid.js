/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Percent_InvalidInputs */

const en_admin_discount_code_percent_invalid = /** @type {(inputs: Admin_Discount_Code_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The percentage must be a whole number between 1 and 100`)
};

const fr_admin_discount_code_percent_invalid = /** @type {(inputs: Admin_Discount_Code_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le pourcentage doit être un entier entre 1 et 100`)
};

/**
* | output |
* | --- |
* | "The percentage must be a whole number between 1 and 100" |
*
* @param {Admin_Discount_Code_Percent_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_percent_invalid = /** @type {((inputs?: Admin_Discount_Code_Percent_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Percent_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_percent_invalid(inputs)
	return en_admin_discount_code_percent_invalid(inputs)
});