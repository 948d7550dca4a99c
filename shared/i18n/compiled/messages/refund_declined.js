/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Refund_DeclinedInputs */

const en_refund_declined = /** @type {(inputs: Refund_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your refund request was declined; your booking stays confirmed. Any question? Write to us at ${i?.contactEmail}.`)
};

const fr_refund_declined = /** @type {(inputs: Refund_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre demande de remboursement a été refusée ; votre réservation reste confirmée. Une question ? Écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "Your refund request was declined; your booking stays confirmed. Any question? Write to us at {contactEmail}." |
*
* @param {Refund_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_declined = /** @type {((inputs: Refund_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_declined(inputs)
	return en_refund_declined(inputs)
});