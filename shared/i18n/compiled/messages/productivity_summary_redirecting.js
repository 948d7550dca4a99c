/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Summary_RedirectingInputs */

const en_productivity_summary_redirecting = /** @type {(inputs: Productivity_Summary_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirecting to payment...`)
};

const fr_productivity_summary_redirecting = /** @type {(inputs: Productivity_Summary_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirection vers le paiement...`)
};

/**
* | output |
* | --- |
* | "Redirecting to payment..." |
*
* @param {Productivity_Summary_RedirectingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_redirecting = /** @type {((inputs?: Productivity_Summary_RedirectingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_RedirectingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_redirecting(inputs)
	return en_productivity_summary_redirecting(inputs)
});