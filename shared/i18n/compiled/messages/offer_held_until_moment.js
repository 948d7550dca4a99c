/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, city: NonNullable<unknown> }} Offer_Held_Until_MomentInputs */

const en_offer_held_until_moment = /** @type {(inputs: Offer_Held_Until_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (${i?.city} time)`)
};

const fr_offer_held_until_moment = /** @type {(inputs: Offer_Held_Until_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (heure de ${i?.city})`)
};

/**
* | output |
* | --- |
* | "{when} ({city} time)" |
*
* @param {Offer_Held_Until_MomentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_held_until_moment = /** @type {((inputs: Offer_Held_Until_MomentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_Held_Until_MomentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_held_until_moment(inputs)
	return en_offer_held_until_moment(inputs)
});