/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Teen_FallbackInputs */

const en_email_teen_fallback = /** @type {(inputs: Email_Teen_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your teen`)
};

const fr_email_teen_fallback = /** @type {(inputs: Email_Teen_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ado`)
};

/**
* | output |
* | --- |
* | "Your teen" |
*
* @param {Email_Teen_FallbackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_teen_fallback = /** @type {((inputs?: Email_Teen_FallbackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Teen_FallbackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_teen_fallback(inputs)
	return en_email_teen_fallback(inputs)
});