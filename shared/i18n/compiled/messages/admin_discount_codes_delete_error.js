/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_Delete_ErrorInputs */

const en_admin_discount_codes_delete_error = /** @type {(inputs: Admin_Discount_Codes_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete the discount code`)
};

const fr_admin_discount_codes_delete_error = /** @type {(inputs: Admin_Discount_Codes_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le code de réduction`)
};

/**
* | output |
* | --- |
* | "Could not delete the discount code" |
*
* @param {Admin_Discount_Codes_Delete_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_delete_error = /** @type {((inputs?: Admin_Discount_Codes_Delete_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_Delete_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_delete_error(inputs)
	return en_admin_discount_codes_delete_error(inputs)
});