/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_State_RefundedInputs */

const en_admin_invoices_state_refunded = /** @type {(inputs: Admin_Invoices_State_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const fr_admin_invoices_state_refunded = /** @type {(inputs: Admin_Invoices_State_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursée`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Admin_Invoices_State_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_state_refunded = /** @type {((inputs?: Admin_Invoices_State_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_State_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_state_refunded(inputs)
	return en_admin_invoices_state_refunded(inputs)
});