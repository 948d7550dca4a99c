/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_GreetingInputs */

const en_email_greeting = /** @type {(inputs: Email_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

const fr_email_greeting = /** @type {(inputs: Email_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonjour,`)
};

/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Email_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_greeting = /** @type {((inputs?: Email_GreetingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_GreetingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_greeting(inputs)
	return en_email_greeting(inputs)
});