/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Admin_Discount_Codes_PercentInputs */

const en_admin_discount_codes_percent = /** @type {(inputs: Admin_Discount_Codes_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} %`)
};

const fr_admin_discount_codes_percent = /** @type {(inputs: Admin_Discount_Codes_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} %`)
};

/**
* | output |
* | --- |
* | "{value} %" |
*
* @param {Admin_Discount_Codes_PercentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_percent = /** @type {((inputs: Admin_Discount_Codes_PercentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Codes_PercentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_codes_percent(inputs)
	return en_admin_discount_codes_percent(inputs)
});