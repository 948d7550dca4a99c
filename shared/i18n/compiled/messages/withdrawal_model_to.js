/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seller: NonNullable<unknown>, address: NonNullable<unknown>, email: NonNullable<unknown> }} Withdrawal_Model_ToInputs */

const en_withdrawal_model_to = /** @type {(inputs: Withdrawal_Model_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To: ${i?.seller}, ${i?.address}, ${i?.email}`)
};

const fr_withdrawal_model_to = /** @type {(inputs: Withdrawal_Model_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À l'attention de : ${i?.seller}, ${i?.address}, ${i?.email}`)
};

/**
* | output |
* | --- |
* | "To: {seller}, {address}, {email}" |
*
* @param {Withdrawal_Model_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_to = /** @type {((inputs: Withdrawal_Model_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_to(inputs)
	return en_withdrawal_model_to(inputs)
});