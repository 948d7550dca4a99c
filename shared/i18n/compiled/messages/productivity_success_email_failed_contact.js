/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown>, contactEmail: NonNullable<unknown> }} Productivity_Success_Email_Failed_ContactInputs */

const en_productivity_success_email_failed_contact = /** @type {(inputs: Productivity_Success_Email_Failed_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment went through and ${i?.teenName}'s place is booked. Download your receipt below; we will try the e-mail again, and you can write to ${i?.contactEmail} at any time.`)
};

const fr_productivity_success_email_failed_contact = /** @type {(inputs: Productivity_Success_Email_Failed_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre paiement a bien été effectué et la place de ${i?.teenName} est réservée. Téléchargez votre reçu ci-dessous ; nous essaierons de renvoyer l'e-mail, et vous pouvez écrire à ${i?.contactEmail} à tout moment.`)
};

/**
* | output |
* | --- |
* | "Your payment went through and {teenName}'s place is booked. Download your receipt below; we will try the e-mail again, and you can write to {contactEmail} at..." |
*
* @param {Productivity_Success_Email_Failed_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_email_failed_contact = /** @type {((inputs: Productivity_Success_Email_Failed_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Email_Failed_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_email_failed_contact(inputs)
	return en_productivity_success_email_failed_contact(inputs)
});