/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_NameInputs */

const en_withdrawal_model_name = /** @type {(inputs: Withdrawal_Model_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the consumer:`)
};

const fr_withdrawal_model_name = /** @type {(inputs: Withdrawal_Model_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du consommateur :`)
};

/**
* | output |
* | --- |
* | "Name of the consumer:" |
*
* @param {Withdrawal_Model_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_name = /** @type {((inputs?: Withdrawal_Model_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_name(inputs)
	return en_withdrawal_model_name(inputs)
});