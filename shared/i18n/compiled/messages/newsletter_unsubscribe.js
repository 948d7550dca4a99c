/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_UnsubscribeInputs */

const en_newsletter_unsubscribe = /** @type {(inputs: Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const fr_newsletter_unsubscribe = /** @type {(inputs: Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Newsletter_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe = /** @type {((inputs?: Newsletter_UnsubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_UnsubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribe(inputs)
	return en_newsletter_unsubscribe(inputs)
});