/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Csv_PaymentInputs */

const en_admin_invoices_csv_payment = /** @type {(inputs: Admin_Invoices_Csv_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

const fr_admin_invoices_csv_payment = /** @type {(inputs: Admin_Invoices_Csv_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de paiement`)
};

/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Admin_Invoices_Csv_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_payment = /** @type {((inputs?: Admin_Invoices_Csv_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Csv_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_csv_payment(inputs)
	return en_admin_invoices_csv_payment(inputs)
});