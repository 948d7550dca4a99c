/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_CreatedInputs */

const en_admin_discount_codes_created = /** @type {(inputs: Admin_Discount_Codes_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code created`)
};

const fr_admin_discount_codes_created = /** @type {(inputs: Admin_Discount_Codes_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de réduction créé avec succès`)
};

/**
* | output |
* | --- |
* | "Discount code created" |
*
* @param {Admin_Discount_Codes_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_created = /** @type {((inputs?: Admin_Discount_Codes_CreatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_CreatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_created(inputs)
	return en_admin_discount_codes_created(inputs)
});