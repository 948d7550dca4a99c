/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Checkout_Already_PaidInputs */

const en_test_checkout_already_paid = /** @type {(inputs: Test_Checkout_Already_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This checkout session is already paid.`)
};

const fr_test_checkout_already_paid = /** @type {(inputs: Test_Checkout_Already_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette session de paiement est déjà réglée.`)
};

/**
* | output |
* | --- |
* | "This checkout session is already paid." |
*
* @param {Test_Checkout_Already_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_already_paid = /** @type {((inputs?: Test_Checkout_Already_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_Already_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_already_paid(inputs)
	return en_test_checkout_already_paid(inputs)
});