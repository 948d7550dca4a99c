/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Discount_ExpiredInputs */

const en_admin_status_discount_expired = /** @type {(inputs: Admin_Status_Discount_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const fr_admin_status_discount_expired = /** @type {(inputs: Admin_Status_Discount_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiré`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Admin_Status_Discount_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_discount_expired = /** @type {((inputs?: Admin_Status_Discount_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Discount_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_discount_expired(inputs)
	return en_admin_status_discount_expired(inputs)
});