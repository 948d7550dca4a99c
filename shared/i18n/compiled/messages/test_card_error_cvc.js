/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Card_Error_CvcInputs */

const en_test_card_error_cvc = /** @type {(inputs: Test_Card_Error_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid CVC`)
};

const fr_test_card_error_cvc = /** @type {(inputs: Test_Card_Error_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un cryptogramme valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid CVC" |
*
* @param {Test_Card_Error_CvcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_card_error_cvc = /** @type {((inputs?: Test_Card_Error_CvcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Card_Error_CvcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_card_error_cvc(inputs)
	return en_test_card_error_cvc(inputs)
});