/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Expiry_InvalidInputs */

const en_admin_discount_code_expiry_invalid = /** @type {(inputs: Admin_Discount_Code_Expiry_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The expiry date is not valid`)
};

const fr_admin_discount_code_expiry_invalid = /** @type {(inputs: Admin_Discount_Code_Expiry_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date d'expiration n'est pas valide`)
};

/**
* | output |
* | --- |
* | "The expiry date is not valid" |
*
* @param {Admin_Discount_Code_Expiry_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_expiry_invalid = /** @type {((inputs?: Admin_Discount_Code_Expiry_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Expiry_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_expiry_invalid(inputs)
	return en_admin_discount_code_expiry_invalid(inputs)
});