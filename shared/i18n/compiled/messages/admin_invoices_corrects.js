/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Admin_Invoices_CorrectsInputs */

const en_admin_invoices_corrects = /** @type {(inputs: Admin_Invoices_CorrectsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corrects ${i?.number}`)
};

const fr_admin_invoices_corrects = /** @type {(inputs: Admin_Invoices_CorrectsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corrige ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Corrects {number}" |
*
* @param {Admin_Invoices_CorrectsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_corrects = /** @type {((inputs: Admin_Invoices_CorrectsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_CorrectsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_corrects(inputs)
	return en_admin_invoices_corrects(inputs)
});