/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Dialog_EditInputs */

const en_admin_discount_code_dialog_edit = /** @type {(inputs: Admin_Discount_Code_Dialog_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the discount code`)
};

const fr_admin_discount_code_dialog_edit = /** @type {(inputs: Admin_Discount_Code_Dialog_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le code de réduction`)
};

/**
* | output |
* | --- |
* | "Edit the discount code" |
*
* @param {Admin_Discount_Code_Dialog_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_dialog_edit = /** @type {((inputs?: Admin_Discount_Code_Dialog_EditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Dialog_EditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_dialog_edit(inputs)
	return en_admin_discount_code_dialog_edit(inputs)
});