/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Refund_DeclinedInputs */

const en_admin_status_refund_declined = /** @type {(inputs: Admin_Status_Refund_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

const fr_admin_status_refund_declined = /** @type {(inputs: Admin_Status_Refund_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusé`)
};

/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Admin_Status_Refund_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_refund_declined = /** @type {((inputs?: Admin_Status_Refund_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Refund_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_refund_declined(inputs)
	return en_admin_status_refund_declined(inputs)
});