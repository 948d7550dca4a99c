/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_ServiceInputs */

const en_invoice_service = /** @type {(inputs: Invoice_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const fr_invoice_service = /** @type {(inputs: Invoice_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestation`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Invoice_ServiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_service = /** @type {((inputs?: Invoice_ServiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_ServiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_service(inputs)
	return en_invoice_service(inputs)
});