/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Hint_UnlimitedInputs */

const en_admin_discount_code_hint_unlimited = /** @type {(inputs: Admin_Discount_Code_Hint_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty: unlimited`)
};

const fr_admin_discount_code_hint_unlimited = /** @type {(inputs: Admin_Discount_Code_Hint_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vide : illimité`)
};

/**
* | output |
* | --- |
* | "Empty: unlimited" |
*
* @param {Admin_Discount_Code_Hint_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_unlimited = /** @type {((inputs?: Admin_Discount_Code_Hint_UnlimitedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Hint_UnlimitedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_hint_unlimited(inputs)
	return en_admin_discount_code_hint_unlimited(inputs)
});