/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_AddressInputs */

const en_withdrawal_model_address = /** @type {(inputs: Withdrawal_Model_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address of the consumer:`)
};

const fr_withdrawal_model_address = /** @type {(inputs: Withdrawal_Model_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du consommateur :`)
};

/**
* | output |
* | --- |
* | "Address of the consumer:" |
*
* @param {Withdrawal_Model_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_address = /** @type {((inputs?: Withdrawal_Model_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_address(inputs)
	return en_withdrawal_model_address(inputs)
});