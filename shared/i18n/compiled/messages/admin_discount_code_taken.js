/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_TakenInputs */

const en_admin_discount_code_taken = /** @type {(inputs: Admin_Discount_Code_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code already exists.`)
};

const fr_admin_discount_code_taken = /** @type {(inputs: Admin_Discount_Code_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code existe déjà.`)
};

/**
* | output |
* | --- |
* | "This code already exists." |
*
* @param {Admin_Discount_Code_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_taken = /** @type {((inputs?: Admin_Discount_Code_TakenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_TakenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_taken(inputs)
	return en_admin_discount_code_taken(inputs)
});