/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Payment_TextInputs */

const en_terms_20261127_payment_text = /** @type {(inputs: Terms_20261127_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay the whole price by card when you book, through our payment provider; the academy never sees your card number. Your booking is confirmed once the payment is accepted.`)
};

const fr_terms_20261127_payment_text = /** @type {(inputs: Terms_20261127_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous payez la totalité du prix par carte au moment de la réservation, par l'intermédiaire de notre prestataire de paiement ; l'académie ne voit jamais le numéro de votre carte. La réservation est confirmée dès que le paiement est accepté.`)
};

/**
* | output |
* | --- |
* | "You pay the whole price by card when you book, through our payment provider; the academy never sees your card number. Your booking is confirmed once the paym..." |
*
* @param {Terms_20261127_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_payment_text = /** @type {((inputs?: Terms_20261127_Payment_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Payment_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_payment_text(inputs)
	return en_terms_20261127_payment_text(inputs)
});