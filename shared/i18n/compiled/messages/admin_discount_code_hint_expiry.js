/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Hint_ExpiryInputs */

const en_admin_discount_code_hint_expiry = /** @type {(inputs: Admin_Discount_Code_Hint_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty: never expires (Paris time)`)
};

const fr_admin_discount_code_hint_expiry = /** @type {(inputs: Admin_Discount_Code_Hint_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vide : n'expire pas (heure de Paris)`)
};

/**
* | output |
* | --- |
* | "Empty: never expires (Paris time)" |
*
* @param {Admin_Discount_Code_Hint_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_expiry = /** @type {((inputs?: Admin_Discount_Code_Hint_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Hint_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_hint_expiry(inputs)
	return en_admin_discount_code_hint_expiry(inputs)
});