/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Refund_Why_Not_ConfirmedInputs */

const en_refund_why_not_confirmed = /** @type {(inputs: Refund_Why_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This booking is not confirmed yet, so there is nothing to cancel or refund. Please write to us at ${i?.contactEmail} if you have a question.`)
};

const fr_refund_why_not_confirmed = /** @type {(inputs: Refund_Why_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette réservation n'est pas encore confirmée : il n'y a rien à annuler ni à rembourser. Écrivez-nous à ${i?.contactEmail} pour toute question.`)
};

/**
* | output |
* | --- |
* | "This booking is not confirmed yet, so there is nothing to cancel or refund. Please write to us at {contactEmail} if you have a question." |
*
* @param {Refund_Why_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_not_confirmed = /** @type {((inputs: Refund_Why_Not_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Not_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_not_confirmed(inputs)
	return en_refund_why_not_confirmed(inputs)
});