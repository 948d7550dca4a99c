/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_ProcessingInputs */

const en_productivity_success_processing = /** @type {(inputs: Productivity_Success_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing your payment...`)
};

const fr_productivity_success_processing = /** @type {(inputs: Productivity_Success_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitement de votre paiement...`)
};

/**
* | output |
* | --- |
* | "Processing your payment..." |
*
* @param {Productivity_Success_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_processing = /** @type {((inputs?: Productivity_Success_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_processing(inputs)
	return en_productivity_success_processing(inputs)
});