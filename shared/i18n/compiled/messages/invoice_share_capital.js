/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ capital: NonNullable<unknown> }} Invoice_Share_CapitalInputs */

const en_invoice_share_capital = /** @type {(inputs: Invoice_Share_CapitalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`share capital ${i?.capital}`)
};

const fr_invoice_share_capital = /** @type {(inputs: Invoice_Share_CapitalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`au capital de ${i?.capital}`)
};

/**
* | output |
* | --- |
* | "share capital {capital}" |
*
* @param {Invoice_Share_CapitalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_share_capital = /** @type {((inputs: Invoice_Share_CapitalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Share_CapitalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_share_capital(inputs)
	return en_invoice_share_capital(inputs)
});