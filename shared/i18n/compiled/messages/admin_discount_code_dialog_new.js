/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Dialog_NewInputs */

const en_admin_discount_code_dialog_new = /** @type {(inputs: Admin_Discount_Code_Dialog_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New discount code`)
};

const fr_admin_discount_code_dialog_new = /** @type {(inputs: Admin_Discount_Code_Dialog_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau code de réduction`)
};

/**
* | output |
* | --- |
* | "New discount code" |
*
* @param {Admin_Discount_Code_Dialog_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_dialog_new = /** @type {((inputs?: Admin_Discount_Code_Dialog_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Dialog_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_dialog_new(inputs)
	return en_admin_discount_code_dialog_new(inputs)
});