/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offer_BusyInputs */

const en_offer_busy = /** @type {(inputs: Offer_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment for this place was started a moment ago. Finish it where you started it, or try again in a few minutes.`)
};

const fr_offer_busy = /** @type {(inputs: Offer_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paiement pour cette place vient d'être commencé. Terminez-le là où vous l'avez commencé, ou réessayez dans quelques minutes.`)
};

/**
* | output |
* | --- |
* | "A payment for this place was started a moment ago. Finish it where you started it, or try again in a few minutes." |
*
* @param {Offer_BusyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_busy = /** @type {((inputs?: Offer_BusyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_BusyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_busy(inputs)
	return en_offer_busy(inputs)
});