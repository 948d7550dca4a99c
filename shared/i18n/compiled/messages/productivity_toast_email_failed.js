/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Toast_Email_FailedInputs */

const en_productivity_toast_email_failed = /** @type {(inputs: Productivity_Toast_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment went through but the confirmation email could not be sent.`)
};

const fr_productivity_toast_email_failed = /** @type {(inputs: Productivity_Toast_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement a été effectué mais l'email de confirmation n'a pas pu être envoyé.`)
};

/**
* | output |
* | --- |
* | "The payment went through but the confirmation email could not be sent." |
*
* @param {Productivity_Toast_Email_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_toast_email_failed = /** @type {((inputs?: Productivity_Toast_Email_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Toast_Email_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_toast_email_failed(inputs)
	return en_productivity_toast_email_failed(inputs)
});