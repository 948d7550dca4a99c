/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_EmptyInputs */

const en_admin_discount_codes_empty = /** @type {(inputs: Admin_Discount_Codes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No discount codes.`)
};

const fr_admin_discount_codes_empty = /** @type {(inputs: Admin_Discount_Codes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun code de réduction.`)
};

/**
* | output |
* | --- |
* | "No discount codes." |
*
* @param {Admin_Discount_Codes_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_empty = /** @type {((inputs?: Admin_Discount_Codes_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_empty(inputs)
	return en_admin_discount_codes_empty(inputs)
});