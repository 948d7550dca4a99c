/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Csv_CorrectsInputs */

const en_admin_invoices_csv_corrects = /** @type {(inputs: Admin_Invoices_Csv_CorrectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrected invoice`)
};

const fr_admin_invoices_csv_corrects = /** @type {(inputs: Admin_Invoices_Csv_CorrectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture corrigée`)
};

/**
* | output |
* | --- |
* | "Corrected invoice" |
*
* @param {Admin_Invoices_Csv_CorrectsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_corrects = /** @type {((inputs?: Admin_Invoices_Csv_CorrectsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Csv_CorrectsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_csv_corrects(inputs)
	return en_admin_invoices_csv_corrects(inputs)
});