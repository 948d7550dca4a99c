/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Not_FoundInputs */

const en_productivity_success_not_found = /** @type {(inputs: Productivity_Success_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not found`)
};

const fr_productivity_success_not_found = /** @type {(inputs: Productivity_Success_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement introuvable`)
};

/**
* | output |
* | --- |
* | "Payment not found" |
*
* @param {Productivity_Success_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_not_found = /** @type {((inputs?: Productivity_Success_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_not_found(inputs)
	return en_productivity_success_not_found(inputs)
});