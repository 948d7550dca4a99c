/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Codes_Col_UsesInputs */

const en_admin_discount_codes_col_uses = /** @type {(inputs: Admin_Discount_Codes_Col_UsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uses`)
};

const fr_admin_discount_codes_col_uses = /** @type {(inputs: Admin_Discount_Codes_Col_UsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisations`)
};

/**
* | output |
* | --- |
* | "Uses" |
*
* @param {Admin_Discount_Codes_Col_UsesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_col_uses = /** @type {((inputs?: Admin_Discount_Codes_Col_UsesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_Col_UsesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_col_uses(inputs)
	return en_admin_discount_codes_col_uses(inputs)
});