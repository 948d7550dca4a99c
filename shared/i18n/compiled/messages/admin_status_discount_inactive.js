/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Discount_InactiveInputs */

const en_admin_status_discount_inactive = /** @type {(inputs: Admin_Status_Discount_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactive`)
};

const fr_admin_status_discount_inactive = /** @type {(inputs: Admin_Status_Discount_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactif`)
};

/**
* | output |
* | --- |
* | "Inactive" |
*
* @param {Admin_Status_Discount_InactiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_discount_inactive = /** @type {((inputs?: Admin_Status_Discount_InactiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Discount_InactiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_discount_inactive(inputs)
	return en_admin_status_discount_inactive(inputs)
});