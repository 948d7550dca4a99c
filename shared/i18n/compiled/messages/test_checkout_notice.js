/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Checkout_NoticeInputs */

const en_test_checkout_notice = /** @type {(inputs: Test_Checkout_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test payment provider: no real card is charged`)
};

const fr_test_checkout_notice = /** @type {(inputs: Test_Checkout_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestataire de paiement de test : aucune carte réelle n'est débitée`)
};

/**
* | output |
* | --- |
* | "Test payment provider: no real card is charged" |
*
* @param {Test_Checkout_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_notice = /** @type {((inputs?: Test_Checkout_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_notice(inputs)
	return en_test_checkout_notice(inputs)
});