/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Checkout_Card_NumberInputs */

const en_test_checkout_card_number = /** @type {(inputs: Test_Checkout_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

const fr_test_checkout_card_number = /** @type {(inputs: Test_Checkout_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Test_Checkout_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_card_number = /** @type {((inputs?: Test_Checkout_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_card_number(inputs)
	return en_test_checkout_card_number(inputs)
});