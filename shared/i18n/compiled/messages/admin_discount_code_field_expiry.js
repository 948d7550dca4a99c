/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Field_ExpiryInputs */

const en_admin_discount_code_field_expiry = /** @type {(inputs: Admin_Discount_Code_Field_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry date`)
};

const fr_admin_discount_code_field_expiry = /** @type {(inputs: Admin_Discount_Code_Field_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d'expiration`)
};

/**
* | output |
* | --- |
* | "Expiry date" |
*
* @param {Admin_Discount_Code_Field_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_field_expiry = /** @type {((inputs?: Admin_Discount_Code_Field_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Field_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_field_expiry(inputs)
	return en_admin_discount_code_field_expiry(inputs)
});