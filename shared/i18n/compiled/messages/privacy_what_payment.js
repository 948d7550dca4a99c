/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_What_PaymentInputs */

const en_privacy_what_payment = /** @type {(inputs: Privacy_What_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: your card is handled by our payment provider, Stripe. We never see or store your card number; we keep the amount paid and the payment's reference.`)
};

const fr_privacy_what_payment = /** @type {(inputs: Privacy_What_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : votre carte est traitée par notre prestataire de paiement, Stripe. Nous ne voyons ni ne conservons jamais votre numéro de carte ; nous gardons le montant payé et la référence du paiement.`)
};

/**
* | output |
* | --- |
* | "{label}: your card is handled by our payment provider, Stripe. We never see or store your card number; we keep the amount paid and the payment's reference." |
*
* @param {Privacy_What_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_payment = /** @type {((inputs: Privacy_What_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_payment(inputs)
	return en_privacy_what_payment(inputs)
});