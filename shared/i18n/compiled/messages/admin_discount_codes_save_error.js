/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_Save_ErrorInputs */

const en_admin_discount_codes_save_error = /** @type {(inputs: Admin_Discount_Codes_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the discount code`)
};

const fr_admin_discount_codes_save_error = /** @type {(inputs: Admin_Discount_Codes_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de sauvegarder le code de réduction`)
};

/**
* | output |
* | --- |
* | "Could not save the discount code" |
*
* @param {Admin_Discount_Codes_Save_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_save_error = /** @type {((inputs?: Admin_Discount_Codes_Save_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_Save_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_save_error(inputs)
	return en_admin_discount_codes_save_error(inputs)
});