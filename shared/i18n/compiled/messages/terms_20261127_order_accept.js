/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Terms_20261127_Order_AcceptInputs */

const en_terms_20261127_order_accept = /** @type {(inputs: Terms_20261127_Order_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tick the box to accept these terms of sale. When the group's first session falls within ${i?.days} days, a second box asks whether you want the workshop to start before your withdrawal period ends (see "Starting early" below).`)
};

const fr_terms_20261127_order_accept = /** @type {(inputs: Terms_20261127_Order_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cochez la case pour accepter ces conditions générales de vente. Lorsque la première séance du groupe a lieu dans les ${i?.days} jours, une seconde case vous demande si vous souhaitez que l'atelier commence avant la fin de votre délai de rétractation (voir « Commencer tôt » ci-dessous).`)
};

/**
* | output |
* | --- |
* | "Tick the box to accept these terms of sale. When the group's first session falls within {days} days, a second box asks whether you want the workshop to start..." |
*
* @param {Terms_20261127_Order_AcceptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_accept = /** @type {((inputs: Terms_20261127_Order_AcceptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Order_AcceptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_order_accept(inputs)
	return en_terms_20261127_order_accept(inputs)
});