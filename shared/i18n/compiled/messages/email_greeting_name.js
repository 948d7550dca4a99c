/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Email_Greeting_NameInputs */

const en_email_greeting_name = /** @type {(inputs: Email_Greeting_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

const fr_email_greeting_name = /** @type {(inputs: Email_Greeting_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Email_Greeting_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_greeting_name = /** @type {((inputs: Email_Greeting_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Greeting_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_greeting_name(inputs)
	return en_email_greeting_name(inputs)
});