/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Prices_TextInputs */

const en_terms_20261127_prices_text = /** @type {(inputs: Terms_20261127_Prices_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices are in euros, all taxes included. You pay the price shown on the workshop's page and in the summary before you pay, less any discount code you applied; it does not change after you book.`)
};

const fr_terms_20261127_prices_text = /** @type {(inputs: Terms_20261127_Prices_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix sont indiqués en euros, toutes taxes comprises. Vous payez le prix affiché sur la page de l'atelier et dans le récapitulatif avant le paiement, moins le code de réduction éventuellement appliqué ; il ne change pas après la réservation.`)
};

/**
* | output |
* | --- |
* | "Prices are in euros, all taxes included. You pay the price shown on the workshop's page and in the summary before you pay, less any discount code you applied..." |
*
* @param {Terms_20261127_Prices_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_text = /** @type {((inputs?: Terms_20261127_Prices_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Prices_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_prices_text(inputs)
	return en_terms_20261127_prices_text(inputs)
});