/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_DateInputs */

const en_withdrawal_model_date = /** @type {(inputs: Withdrawal_Model_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date:`)
};

const fr_withdrawal_model_date = /** @type {(inputs: Withdrawal_Model_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date :`)
};

/**
* | output |
* | --- |
* | "Date:" |
*
* @param {Withdrawal_Model_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_date = /** @type {((inputs?: Withdrawal_Model_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_date(inputs)
	return en_withdrawal_model_date(inputs)
});