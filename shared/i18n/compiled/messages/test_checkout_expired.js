/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Checkout_ExpiredInputs */

const en_test_checkout_expired = /** @type {(inputs: Test_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This checkout session has expired.`)
};

const fr_test_checkout_expired = /** @type {(inputs: Test_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette session de paiement a expiré.`)
};

/**
* | output |
* | --- |
* | "This checkout session has expired." |
*
* @param {Test_Checkout_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_expired = /** @type {((inputs?: Test_Checkout_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_expired(inputs)
	return en_test_checkout_expired(inputs)
});