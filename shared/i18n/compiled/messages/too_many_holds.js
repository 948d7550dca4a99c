/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Too_Many_HoldsInputs */

const en_too_many_holds = /** @type {(inputs: Too_Many_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have places held while you pay. Please finish or cancel those payments first, or try again in a few minutes.`)
};

const fr_too_many_holds = /** @type {(inputs: Too_Many_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà des places réservées le temps du paiement. Terminez ou annulez d'abord ces paiements, ou réessayez dans quelques minutes.`)
};

/**
* | output |
* | --- |
* | "You already have places held while you pay. Please finish or cancel those payments first, or try again in a few minutes." |
*
* @param {Too_Many_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const too_many_holds = /** @type {((inputs?: Too_Many_HoldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Too_Many_HoldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_too_many_holds(inputs)
	return en_too_many_holds(inputs)
});