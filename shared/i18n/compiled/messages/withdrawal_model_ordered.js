/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_OrderedInputs */

const en_withdrawal_model_ordered = /** @type {(inputs: Withdrawal_Model_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered on:`)
};

const fr_withdrawal_model_ordered = /** @type {(inputs: Withdrawal_Model_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandé le :`)
};

/**
* | output |
* | --- |
* | "Ordered on:" |
*
* @param {Withdrawal_Model_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_ordered = /** @type {((inputs?: Withdrawal_Model_OrderedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_OrderedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_ordered(inputs)
	return en_withdrawal_model_ordered(inputs)
});