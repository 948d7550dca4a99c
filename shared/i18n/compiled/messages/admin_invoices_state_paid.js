/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_State_PaidInputs */

const en_admin_invoices_state_paid = /** @type {(inputs: Admin_Invoices_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const fr_admin_invoices_state_paid = /** @type {(inputs: Admin_Invoices_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payée`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Admin_Invoices_State_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_state_paid = /** @type {((inputs?: Admin_Invoices_State_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_State_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_state_paid(inputs)
	return en_admin_invoices_state_paid(inputs)
});