/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Name_RequiredInputs */

const en_withdrawal_name_required = /** @type {(inputs: Withdrawal_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your name.`)
};

const fr_withdrawal_name_required = /** @type {(inputs: Withdrawal_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre nom.`)
};

/**
* | output |
* | --- |
* | "Enter your name." |
*
* @param {Withdrawal_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_name_required = /** @type {((inputs?: Withdrawal_Name_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Name_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_name_required(inputs)
	return en_withdrawal_name_required(inputs)
});