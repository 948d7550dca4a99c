/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offer_Held_HeadingInputs */

const en_offer_held_heading = /** @type {(inputs: Offer_Held_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place is held for your family`)
};

const fr_offer_held_heading = /** @type {(inputs: Offer_Held_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une place est réservée pour votre famille`)
};

/**
* | output |
* | --- |
* | "A place is held for your family" |
*
* @param {Offer_Held_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_held_heading = /** @type {((inputs?: Offer_Held_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_Held_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_held_heading(inputs)
	return en_offer_held_heading(inputs)
});