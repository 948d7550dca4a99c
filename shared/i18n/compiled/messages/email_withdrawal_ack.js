/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, workshopTitle: NonNullable<unknown>, date: NonNullable<unknown> }} Email_Withdrawal_AckInputs */

const en_email_withdrawal_ack = /** @type {(inputs: Email_Withdrawal_AckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your withdrawal from booking ${i?.reference} (${i?.workshopTitle}) on ${i?.date}. This e-mail acknowledges it: keep it as your proof.`)
};

const fr_email_withdrawal_ack = /** @type {(inputs: Email_Withdrawal_AckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre rétractation de la réservation ${i?.reference} (${i?.workshopTitle}) le ${i?.date}. Cet e-mail en accuse réception : conservez-le comme preuve.`)
};

/**
* | output |
* | --- |
* | "We received your withdrawal from booking {reference} ({workshopTitle}) on {date}. This e-mail acknowledges it: keep it as your proof." |
*
* @param {Email_Withdrawal_AckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_withdrawal_ack = /** @type {((inputs: Email_Withdrawal_AckInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Withdrawal_AckInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_withdrawal_ack(inputs)
	return en_email_withdrawal_ack(inputs)
});