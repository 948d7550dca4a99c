/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_HeadingInputs */

const en_withdrawal_model_heading = /** @type {(inputs: Withdrawal_Model_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Model withdrawal form`)
};

const fr_withdrawal_model_heading = /** @type {(inputs: Withdrawal_Model_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulaire type de rétractation`)
};

/**
* | output |
* | --- |
* | "Model withdrawal form" |
*
* @param {Withdrawal_Model_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_heading = /** @type {((inputs?: Withdrawal_Model_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_heading(inputs)
	return en_withdrawal_model_heading(inputs)
});