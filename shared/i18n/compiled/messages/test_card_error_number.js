/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Card_Error_NumberInputs */

const en_test_card_error_number = /** @type {(inputs: Test_Card_Error_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid card number`)
};

const fr_test_card_error_number = /** @type {(inputs: Test_Card_Error_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un numéro de carte valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid card number" |
*
* @param {Test_Card_Error_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_card_error_number = /** @type {((inputs?: Test_Card_Error_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Card_Error_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_card_error_number(inputs)
	return en_test_card_error_number(inputs)
});