/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Card_MinimumInputs */

const en_card_minimum = /** @type {(inputs: Card_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card payments start at €0.50, so this booking cannot be paid online. Please write to ${i?.contactEmail} and we will confirm it for you.`)
};

const fr_card_minimum = /** @type {(inputs: Card_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le paiement par carte commence à 0,50 € : cette réservation ne peut donc pas être payée en ligne. Écrivez-nous à ${i?.contactEmail} et nous la confirmerons pour vous.`)
};

/**
* | output |
* | --- |
* | "Card payments start at €0.50, so this booking cannot be paid online. Please write to {contactEmail} and we will confirm it for you." |
*
* @param {Card_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const card_minimum = /** @type {((inputs: Card_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_card_minimum(inputs)
	return en_card_minimum(inputs)
});