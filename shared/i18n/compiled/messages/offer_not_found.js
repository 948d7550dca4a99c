/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offer_Not_FoundInputs */

const en_offer_not_found = /** @type {(inputs: Offer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This offer link is not valid. Please open the link from your e-mail exactly as it was sent.`)
};

const fr_offer_not_found = /** @type {(inputs: Offer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien d'offre n'est pas valide. Ouvrez le lien de votre e-mail tel qu'il a été envoyé.`)
};

/**
* | output |
* | --- |
* | "This offer link is not valid. Please open the link from your e-mail exactly as it was sent." |
*
* @param {Offer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_not_found = /** @type {((inputs?: Offer_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_not_found(inputs)
	return en_offer_not_found(inputs)
});