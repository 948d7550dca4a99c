/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Checkout_ErrorInputs */

const en_productivity_checkout_error = /** @type {(inputs: Productivity_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error creating payment session. Please try again.`)
};

const fr_productivity_checkout_error = /** @type {(inputs: Productivity_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la création de la session de paiement. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Error creating payment session. Please try again." |
*
* @param {Productivity_Checkout_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_checkout_error = /** @type {((inputs?: Productivity_Checkout_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Checkout_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_checkout_error(inputs)
	return en_productivity_checkout_error(inputs)
});