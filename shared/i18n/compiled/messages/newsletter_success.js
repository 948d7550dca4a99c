/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_SuccessInputs */

const en_newsletter_success = /** @type {(inputs: Newsletter_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully subscribed to our newsletter!`)
};

const fr_newsletter_success = /** @type {(inputs: Newsletter_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription à notre newsletter réussie !`)
};

/**
* | output |
* | --- |
* | "Successfully subscribed to our newsletter!" |
*
* @param {Newsletter_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_success = /** @type {((inputs?: Newsletter_SuccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_SuccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_success(inputs)
	return en_newsletter_success(inputs)
});