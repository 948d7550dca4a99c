/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siren: NonNullable<unknown>, siret: NonNullable<unknown> }} Invoice_SirenInputs */

const en_invoice_siren = /** @type {(inputs: Invoice_SirenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SIREN ${i?.siren} · SIRET ${i?.siret}`)
};

const fr_invoice_siren = /** @type {(inputs: Invoice_SirenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SIREN ${i?.siren} · SIRET ${i?.siret}`)
};

/**
* | output |
* | --- |
* | "SIREN {siren} · SIRET {siret}" |
*
* @param {Invoice_SirenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_siren = /** @type {((inputs: Invoice_SirenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_SirenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_siren(inputs)
	return en_invoice_siren(inputs)
});