/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Email_SentInputs */

const en_productivity_success_email_sent = /** @type {(inputs: Productivity_Success_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation email sent`)
};

const fr_productivity_success_email_sent = /** @type {(inputs: Productivity_Success_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de confirmation envoyé`)
};

/**
* | output |
* | --- |
* | "Confirmation email sent" |
*
* @param {Productivity_Success_Email_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_email_sent = /** @type {((inputs?: Productivity_Success_Email_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Email_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_email_sent(inputs)
	return en_productivity_success_email_sent(inputs)
});