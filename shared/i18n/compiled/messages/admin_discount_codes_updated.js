/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_UpdatedInputs */

const en_admin_discount_codes_updated = /** @type {(inputs: Admin_Discount_Codes_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code updated`)
};

const fr_admin_discount_codes_updated = /** @type {(inputs: Admin_Discount_Codes_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de réduction mis à jour avec succès`)
};

/**
* | output |
* | --- |
* | "Discount code updated" |
*
* @param {Admin_Discount_Codes_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_updated = /** @type {((inputs?: Admin_Discount_Codes_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_updated(inputs)
	return en_admin_discount_codes_updated(inputs)
});