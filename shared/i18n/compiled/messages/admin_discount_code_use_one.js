/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Discount_Code_Use_OneInputs */

const en_admin_discount_code_use_one = /** @type {(inputs: Admin_Discount_Code_Use_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use`)
};

const fr_admin_discount_code_use_one = /** @type {(inputs: Admin_Discount_Code_Use_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utilisation`)
};

/**
* | output |
* | --- |
* | "use" |
*
* @param {Admin_Discount_Code_Use_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_use_one = /** @type {((inputs?: Admin_Discount_Code_Use_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Use_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_use_one(inputs)
	return en_admin_discount_code_use_one(inputs)
});