/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_DescriptionInputs */

const en_invoice_description = /** @type {(inputs: Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const fr_invoice_description = /** @type {(inputs: Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désignation`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Invoice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_description = /** @type {((inputs?: Invoice_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_description(inputs)
	return en_invoice_description(inputs)
});