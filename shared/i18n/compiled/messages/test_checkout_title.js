/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Checkout_TitleInputs */

const en_test_checkout_title = /** @type {(inputs: Test_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test checkout`)
};

const fr_test_checkout_title = /** @type {(inputs: Test_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement de test`)
};

/**
* | output |
* | --- |
* | "Test checkout" |
*
* @param {Test_Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_title = /** @type {((inputs?: Test_Checkout_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_title(inputs)
	return en_test_checkout_title(inputs)
});