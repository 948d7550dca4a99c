/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Code_SpacesInputs */

const en_admin_discount_code_code_spaces = /** @type {(inputs: Admin_Discount_Code_Code_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code must not contain a space`)
};

const fr_admin_discount_code_code_spaces = /** @type {(inputs: Admin_Discount_Code_Code_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code ne doit pas contenir d'espace`)
};

/**
* | output |
* | --- |
* | "The code must not contain a space" |
*
* @param {Admin_Discount_Code_Code_SpacesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_code_spaces = /** @type {((inputs?: Admin_Discount_Code_Code_SpacesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Code_SpacesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_code_spaces(inputs)
	return en_admin_discount_code_code_spaces(inputs)
});