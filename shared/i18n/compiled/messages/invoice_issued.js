/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_IssuedInputs */

const en_invoice_issued = /** @type {(inputs: Invoice_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date of issue`)
};

const fr_invoice_issued = /** @type {(inputs: Invoice_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d'émission`)
};

/**
* | output |
* | --- |
* | "Date of issue" |
*
* @param {Invoice_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_issued = /** @type {((inputs?: Invoice_IssuedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_IssuedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_issued(inputs)
	return en_invoice_issued(inputs)
});