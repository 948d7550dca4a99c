/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Card_Error_ExpiryInputs */

const en_test_card_error_expiry = /** @type {(inputs: Test_Card_Error_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid expiry date (MM/YY)`)
};

const fr_test_card_error_expiry = /** @type {(inputs: Test_Card_Error_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une date d'expiration valide (MM/AA)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid expiry date (MM/YY)" |
*
* @param {Test_Card_Error_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_card_error_expiry = /** @type {((inputs?: Test_Card_Error_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Card_Error_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_card_error_expiry(inputs)
	return en_test_card_error_expiry(inputs)
});