/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_DescriptionInputs */

const en_admin_discount_codes_description = /** @type {(inputs: Admin_Discount_Codes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create and manage discount codes.`)
};

const fr_admin_discount_codes_description = /** @type {(inputs: Admin_Discount_Codes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez et gérez les codes de réduction.`)
};

/**
* | output |
* | --- |
* | "Create and manage discount codes." |
*
* @param {Admin_Discount_Codes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_description = /** @type {((inputs?: Admin_Discount_Codes_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_description(inputs)
	return en_admin_discount_codes_description(inputs)
});