/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Done_WithdrawnInputs */

const en_refund_done_withdrawn = /** @type {(inputs: Refund_Done_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have withdrawn from your booking. We sent you an e-mail acknowledging it.`)
};

const fr_refund_done_withdrawn = /** @type {(inputs: Refund_Done_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous vous êtes rétracté de votre réservation. Nous vous avons envoyé un e-mail qui en accuse réception.`)
};

/**
* | output |
* | --- |
* | "You have withdrawn from your booking. We sent you an e-mail acknowledging it." |
*
* @param {Refund_Done_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_done_withdrawn = /** @type {((inputs?: Refund_Done_WithdrawnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Done_WithdrawnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_done_withdrawn(inputs)
	return en_refund_done_withdrawn(inputs)
});