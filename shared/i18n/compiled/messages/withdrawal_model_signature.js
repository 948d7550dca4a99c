/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_SignatureInputs */

const en_withdrawal_model_signature = /** @type {(inputs: Withdrawal_Model_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature of the consumer (only if this form is sent on paper):`)
};

const fr_withdrawal_model_signature = /** @type {(inputs: Withdrawal_Model_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature du consommateur (uniquement en cas de notification du présent formulaire sur papier) :`)
};

/**
* | output |
* | --- |
* | "Signature of the consumer (only if this form is sent on paper):" |
*
* @param {Withdrawal_Model_SignatureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_signature = /** @type {((inputs?: Withdrawal_Model_SignatureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_SignatureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_signature(inputs)
	return en_withdrawal_model_signature(inputs)
});