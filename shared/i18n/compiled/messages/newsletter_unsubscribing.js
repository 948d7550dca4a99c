/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_UnsubscribingInputs */

const en_newsletter_unsubscribing = /** @type {(inputs: Newsletter_UnsubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribing...`)
};

const fr_newsletter_unsubscribing = /** @type {(inputs: Newsletter_UnsubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement...`)
};

/**
* | output |
* | --- |
* | "Unsubscribing..." |
*
* @param {Newsletter_UnsubscribingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribing = /** @type {((inputs?: Newsletter_UnsubscribingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_UnsubscribingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribing(inputs)
	return en_newsletter_unsubscribing(inputs)
});