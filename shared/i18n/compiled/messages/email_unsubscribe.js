/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_UnsubscribeInputs */

const en_email_unsubscribe = /** @type {(inputs: Email_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const fr_email_unsubscribe = /** @type {(inputs: Email_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Email_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_unsubscribe = /** @type {((inputs?: Email_UnsubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_UnsubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_unsubscribe(inputs)
	return en_email_unsubscribe(inputs)
});