/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Refund_RequestedInputs */

const en_refund_requested = /** @type {(inputs: Refund_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your request for a refund of ${i?.amount} was sent. An administrator will decide and e-mail you; your booking stays confirmed meanwhile.`)
};

const fr_refund_requested = /** @type {(inputs: Refund_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre demande de remboursement de ${i?.amount} a été envoyée. Un administrateur décide et vous écrit ; votre réservation reste confirmée en attendant.`)
};

/**
* | output |
* | --- |
* | "Your request for a refund of {amount} was sent. An administrator will decide and e-mail you; your booking stays confirmed meanwhile." |
*
* @param {Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_requested = /** @type {((inputs: Refund_RequestedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_RequestedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_requested(inputs)
	return en_refund_requested(inputs)
});