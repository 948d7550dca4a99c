/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Success_DetailInputs */

const en_newsletter_success_detail = /** @type {(inputs: Newsletter_Success_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox to confirm.`)
};

const fr_newsletter_success_detail = /** @type {(inputs: Newsletter_Success_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception pour confirmer.`)
};

/**
* | output |
* | --- |
* | "Check your inbox to confirm." |
*
* @param {Newsletter_Success_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_success_detail = /** @type {((inputs?: Newsletter_Success_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Success_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_success_detail(inputs)
	return en_newsletter_success_detail(inputs)
});