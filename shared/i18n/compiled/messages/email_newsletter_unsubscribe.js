/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Newsletter_UnsubscribeInputs */

const en_email_newsletter_unsubscribe = /** @type {(inputs: Email_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe:`)
};

const fr_email_newsletter_unsubscribe = /** @type {(inputs: Email_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner :`)
};

/**
* | output |
* | --- |
* | "Unsubscribe:" |
*
* @param {Email_Newsletter_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_unsubscribe = /** @type {((inputs?: Email_Newsletter_UnsubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_UnsubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_unsubscribe(inputs)
	return en_email_newsletter_unsubscribe(inputs)
});