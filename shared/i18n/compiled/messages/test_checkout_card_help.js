/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Checkout_Card_HelpInputs */

const en_test_checkout_card_help = /** @type {(inputs: Test_Checkout_Card_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.`)
};

const fr_test_checkout_card_help = /** @type {(inputs: Test_Checkout_Card_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4242 4242 4242 4242 : paiement accepté ; 4000 0000 0000 0002 : carte refusée.`)
};

/**
* | output |
* | --- |
* | "4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined." |
*
* @param {Test_Checkout_Card_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_card_help = /** @type {((inputs?: Test_Checkout_Card_HelpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Checkout_Card_HelpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_checkout_card_help(inputs)
	return en_test_checkout_card_help(inputs)
});