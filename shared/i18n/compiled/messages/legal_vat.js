/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_VatInputs */

const en_legal_vat = /** @type {(inputs: Legal_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT`)
};

const fr_legal_vat = /** @type {(inputs: Legal_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVA`)
};

/**
* | output |
* | --- |
* | "VAT" |
*
* @param {Legal_VatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_vat = /** @type {((inputs?: Legal_VatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_VatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_vat(inputs)
	return en_legal_vat(inputs)
});