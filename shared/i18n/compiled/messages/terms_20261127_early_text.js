/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Terms_20261127_Early_TextInputs */

const en_terms_20261127_early_text = /** @type {(inputs: Terms_20261127_Early_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When the group's first session falls within the ${i?.days} days after you book, the workshop can start before your withdrawal period ends only if you ask for it at checkout. We record your answer and its time with your booking.`)
};

const fr_terms_20261127_early_text = /** @type {(inputs: Terms_20261127_Early_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lorsque la première séance du groupe a lieu dans les ${i?.days} jours qui suivent la réservation, l'atelier ne peut commencer avant la fin de votre délai de rétractation que si vous le demandez lors du paiement. Nous enregistrons votre réponse et son heure avec la réservation.`)
};

/**
* | output |
* | --- |
* | "When the group's first session falls within the {days} days after you book, the workshop can start before your withdrawal period ends only if you ask for it ..." |
*
* @param {Terms_20261127_Early_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_early_text = /** @type {((inputs: Terms_20261127_Early_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Early_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_early_text(inputs)
	return en_terms_20261127_early_text(inputs)
});