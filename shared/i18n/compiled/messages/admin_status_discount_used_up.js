/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Discount_Used_UpInputs */

const en_admin_status_discount_used_up = /** @type {(inputs: Admin_Status_Discount_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used up`)
};

const fr_admin_status_discount_used_up = /** @type {(inputs: Admin_Status_Discount_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épuisé`)
};

/**
* | output |
* | --- |
* | "Used up" |
*
* @param {Admin_Status_Discount_Used_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_discount_used_up = /** @type {((inputs?: Admin_Status_Discount_Used_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Discount_Used_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_discount_used_up(inputs)
	return en_admin_status_discount_used_up(inputs)
});