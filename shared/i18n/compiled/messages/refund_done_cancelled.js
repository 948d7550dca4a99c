/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Done_CancelledInputs */

const en_refund_done_cancelled = /** @type {(inputs: Refund_Done_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking is cancelled. We sent you an e-mail.`)
};

const fr_refund_done_cancelled = /** @type {(inputs: Refund_Done_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation est annulée. Nous vous avons envoyé un e-mail.`)
};

/**
* | output |
* | --- |
* | "Your booking is cancelled. We sent you an e-mail." |
*
* @param {Refund_Done_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_done_cancelled = /** @type {((inputs?: Refund_Done_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Done_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_done_cancelled(inputs)
	return en_refund_done_cancelled(inputs)
});