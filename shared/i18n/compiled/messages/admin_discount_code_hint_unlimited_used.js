/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ uses: NonNullable<unknown> }} Admin_Discount_Code_Hint_Unlimited_UsedInputs */

const en_admin_discount_code_hint_unlimited_used = /** @type {(inputs: Admin_Discount_Code_Hint_Unlimited_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empty: unlimited · ${i?.uses}`)
};

const fr_admin_discount_code_hint_unlimited_used = /** @type {(inputs: Admin_Discount_Code_Hint_Unlimited_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vide : illimité · ${i?.uses}`)
};

/**
* | output |
* | --- |
* | "Empty: unlimited · {uses}" |
*
* @param {Admin_Discount_Code_Hint_Unlimited_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_unlimited_used = /** @type {((inputs: Admin_Discount_Code_Hint_Unlimited_UsedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Hint_Unlimited_UsedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_hint_unlimited_used(inputs)
	return en_admin_discount_code_hint_unlimited_used(inputs)
});