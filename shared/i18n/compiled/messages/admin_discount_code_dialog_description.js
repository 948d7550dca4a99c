/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Dialog_DescriptionInputs */

const en_admin_discount_code_dialog_description = /** @type {(inputs: Admin_Discount_Code_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked * are required. Amounts are entered in euros.`)
};

const fr_admin_discount_code_dialog_description = /** @type {(inputs: Admin_Discount_Code_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués * sont requis. Les montants se saisissent en euros.`)
};

/**
* | output |
* | --- |
* | "Fields marked * are required. Amounts are entered in euros." |
*
* @param {Admin_Discount_Code_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_dialog_description = /** @type {((inputs?: Admin_Discount_Code_Dialog_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Dialog_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_dialog_description(inputs)
	return en_admin_discount_code_dialog_description(inputs)
});