/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Hint_No_MinimumInputs */

const en_admin_discount_code_hint_no_minimum = /** @type {(inputs: Admin_Discount_Code_Hint_No_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty: no minimum`)
};

const fr_admin_discount_code_hint_no_minimum = /** @type {(inputs: Admin_Discount_Code_Hint_No_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vide : aucun minimum`)
};

/**
* | output |
* | --- |
* | "Empty: no minimum" |
*
* @param {Admin_Discount_Code_Hint_No_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_no_minimum = /** @type {((inputs?: Admin_Discount_Code_Hint_No_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Hint_No_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_hint_no_minimum(inputs)
	return en_admin_discount_code_hint_no_minimum(inputs)
});