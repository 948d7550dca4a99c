/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Field_Max_UsesInputs */

const en_admin_discount_code_field_max_uses = /** @type {(inputs: Admin_Discount_Code_Field_Max_UsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum uses`)
};

const fr_admin_discount_code_field_max_uses = /** @type {(inputs: Admin_Discount_Code_Field_Max_UsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisations maximum`)
};

/**
* | output |
* | --- |
* | "Maximum uses" |
*
* @param {Admin_Discount_Code_Field_Max_UsesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_max_uses = /** @type {((inputs?: Admin_Discount_Code_Field_Max_UsesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Field_Max_UsesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_field_max_uses(inputs)
	return en_admin_discount_code_field_max_uses(inputs)
});