/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_DatesInputs */

const en_invoice_dates = /** @type {(inputs: Invoice_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates`)
};

const fr_invoice_dates = /** @type {(inputs: Invoice_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates`)
};

/**
* | output |
* | --- |
* | "Dates" |
*
* @param {Invoice_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_dates = /** @type {((inputs?: Invoice_DatesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_DatesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_dates(inputs)
	return en_invoice_dates(inputs)
});