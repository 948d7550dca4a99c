/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_SubscribingInputs */

const en_newsletter_subscribing = /** @type {(inputs: Newsletter_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribing...`)
};

const fr_newsletter_subscribing = /** @type {(inputs: Newsletter_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription...`)
};

/**
* | output |
* | --- |
* | "Subscribing..." |
*
* @param {Newsletter_SubscribingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_subscribing = /** @type {((inputs?: Newsletter_SubscribingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_SubscribingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_subscribing(inputs)
	return en_newsletter_subscribing(inputs)
});