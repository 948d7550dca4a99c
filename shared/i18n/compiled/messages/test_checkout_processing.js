/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Checkout_ProcessingInputs */

const en_test_checkout_processing = /** @type {(inputs: Test_Checkout_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

const fr_test_checkout_processing = /** @type {(inputs: Test_Checkout_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitement en cours...`)
};

/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Test_Checkout_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_processing = /** @type {((inputs?: Test_Checkout_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_processing(inputs)
	return en_test_checkout_processing(inputs)
});