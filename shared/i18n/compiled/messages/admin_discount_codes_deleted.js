/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_DeletedInputs */

const en_admin_discount_codes_deleted = /** @type {(inputs: Admin_Discount_Codes_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code deleted`)
};

const fr_admin_discount_codes_deleted = /** @type {(inputs: Admin_Discount_Codes_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de réduction supprimé avec succès`)
};

/**
* | output |
* | --- |
* | "Discount code deleted" |
*
* @param {Admin_Discount_Codes_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_deleted = /** @type {((inputs?: Admin_Discount_Codes_DeletedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_DeletedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_deleted(inputs)
	return en_admin_discount_codes_deleted(inputs)
});