/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offer_ClaimedInputs */

const en_offer_claimed = /** @type {(inputs: Offer_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This offer has already been used: the place it held is booked.`)
};

const fr_offer_claimed = /** @type {(inputs: Offer_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre a déjà été utilisée : la place qu'elle réservait est prise.`)
};

/**
* | output |
* | --- |
* | "This offer has already been used: the place it held is booked." |
*
* @param {Offer_ClaimedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_claimed = /** @type {((inputs?: Offer_ClaimedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_ClaimedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_claimed(inputs)
	return en_offer_claimed(inputs)
});