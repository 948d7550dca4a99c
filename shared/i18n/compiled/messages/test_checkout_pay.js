/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Test_Checkout_PayInputs */

const en_test_checkout_pay = /** @type {(inputs: Test_Checkout_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

const fr_test_checkout_pay = /** @type {(inputs: Test_Checkout_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Test_Checkout_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_pay = /** @type {((inputs: Test_Checkout_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_pay(inputs)
	return en_test_checkout_pay(inputs)
});