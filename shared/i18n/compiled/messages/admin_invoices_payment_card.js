/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Payment_CardInputs */

const en_admin_invoices_payment_card = /** @type {(inputs: Admin_Invoices_Payment_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

const fr_admin_invoices_payment_card = /** @type {(inputs: Admin_Invoices_Payment_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte bancaire`)
};

/**
* | output |
* | --- |
* | "Card" |
*
* @param {Admin_Invoices_Payment_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_payment_card = /** @type {((inputs?: Admin_Invoices_Payment_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Payment_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_payment_card(inputs)
	return en_admin_invoices_payment_card(inputs)
});