/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_TitleInputs */

const en_admin_discount_codes_title = /** @type {(inputs: Admin_Discount_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount codes`)
};

const fr_admin_discount_codes_title = /** @type {(inputs: Admin_Discount_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes de réduction`)
};

/**
* | output |
* | --- |
* | "Discount codes" |
*
* @param {Admin_Discount_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_title = /** @type {((inputs?: Admin_Discount_Codes_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_title(inputs)
	return en_admin_discount_codes_title(inputs)
});