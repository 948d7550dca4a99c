/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Code_RequiredInputs */

const en_admin_discount_code_code_required = /** @type {(inputs: Admin_Discount_Code_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code is required`)
};

const fr_admin_discount_code_code_required = /** @type {(inputs: Admin_Discount_Code_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code est requis`)
};

/**
* | output |
* | --- |
* | "The code is required" |
*
* @param {Admin_Discount_Code_Code_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_code_required = /** @type {((inputs?: Admin_Discount_Code_Code_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Code_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_code_required(inputs)
	return en_admin_discount_code_code_required(inputs)
});