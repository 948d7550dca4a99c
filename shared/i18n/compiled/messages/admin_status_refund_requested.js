/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Refund_RequestedInputs */

const en_admin_status_refund_requested = /** @type {(inputs: Admin_Status_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requested`)
};

const fr_admin_status_refund_requested = /** @type {(inputs: Admin_Status_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandé`)
};

/**
* | output |
* | --- |
* | "Requested" |
*
* @param {Admin_Status_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_refund_requested = /** @type {((inputs?: Admin_Status_Refund_RequestedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Refund_RequestedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_refund_requested(inputs)
	return en_admin_status_refund_requested(inputs)
});