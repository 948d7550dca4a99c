/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Col_StateInputs */

const en_admin_invoices_col_state = /** @type {(inputs: Admin_Invoices_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type / status`)
};

const fr_admin_invoices_col_state = /** @type {(inputs: Admin_Invoices_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type / statut`)
};

/**
* | output |
* | --- |
* | "Type / status" |
*
* @param {Admin_Invoices_Col_StateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_state = /** @type {((inputs?: Admin_Invoices_Col_StateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Col_StateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_col_state(inputs)
	return en_admin_invoices_col_state(inputs)
});