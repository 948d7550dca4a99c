/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ heldUntil: NonNullable<unknown> }} Offer_Held_UntilInputs */

const en_offer_held_until = /** @type {(inputs: Offer_Held_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are holding a place in this group for you until ${i?.heldUntil}. Fill in the details below and pay to confirm it; after that time it goes to the next family on the waiting list.`)
};

const fr_offer_held_until = /** @type {(inputs: Offer_Held_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous vous gardons une place dans ce groupe jusqu'au ${i?.heldUntil}. Remplissez les informations ci-dessous et payez pour la confirmer ; passé ce délai, elle ira à la famille suivante sur la liste d'attente.`)
};

/**
* | output |
* | --- |
* | "We are holding a place in this group for you until {heldUntil}. Fill in the details below and pay to confirm it; after that time it goes to the next family o..." |
*
* @param {Offer_Held_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_held_until = /** @type {((inputs: Offer_Held_UntilInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_Held_UntilInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_held_until(inputs)
	return en_offer_held_until(inputs)
});