/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_Delete_TitleInputs */

const en_admin_discount_codes_delete_title = /** @type {(inputs: Admin_Discount_Codes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the discount code`)
};

const fr_admin_discount_codes_delete_title = /** @type {(inputs: Admin_Discount_Codes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le code de réduction`)
};

/**
* | output |
* | --- |
* | "Delete the discount code" |
*
* @param {Admin_Discount_Codes_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_delete_title = /** @type {((inputs?: Admin_Discount_Codes_Delete_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_Delete_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_delete_title(inputs)
	return en_admin_discount_codes_delete_title(inputs)
});