/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown> }} Productivity_Success_Email_FailedInputs */

const en_productivity_success_email_failed = /** @type {(inputs: Productivity_Success_Email_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment went through and ${i?.teenName}'s place is booked. Download your receipt below; we will try the e-mail again.`)
};

const fr_productivity_success_email_failed = /** @type {(inputs: Productivity_Success_Email_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre paiement a bien été effectué et la place de ${i?.teenName} est réservée. Téléchargez votre reçu ci-dessous ; nous essaierons de renvoyer l'e-mail.`)
};

/**
* | output |
* | --- |
* | "Your payment went through and {teenName}'s place is booked. Download your receipt below; we will try the e-mail again." |
*
* @param {Productivity_Success_Email_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_email_failed = /** @type {((inputs: Productivity_Success_Email_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Email_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_email_failed(inputs)
	return en_productivity_success_email_failed(inputs)
});