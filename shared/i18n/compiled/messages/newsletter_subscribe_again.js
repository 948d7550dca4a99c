/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Subscribe_AgainInputs */

const en_newsletter_subscribe_again = /** @type {(inputs: Newsletter_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe again`)
};

const fr_newsletter_subscribe_again = /** @type {(inputs: Newsletter_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se réabonner`)
};

/**
* | output |
* | --- |
* | "Subscribe again" |
*
* @param {Newsletter_Subscribe_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_subscribe_again = /** @type {((inputs?: Newsletter_Subscribe_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Subscribe_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_subscribe_again(inputs)
	return en_newsletter_subscribe_again(inputs)
});