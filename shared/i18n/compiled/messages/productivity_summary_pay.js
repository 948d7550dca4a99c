/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Productivity_Summary_PayInputs */

const en_productivity_summary_pay = /** @type {(inputs: Productivity_Summary_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proceed to Payment: ${i?.amount}`)
};

const fr_productivity_summary_pay = /** @type {(inputs: Productivity_Summary_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Procéder au paiement : ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Proceed to Payment: {amount}" |
*
* @param {Productivity_Summary_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_pay = /** @type {((inputs: Productivity_Summary_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_pay(inputs)
	return en_productivity_summary_pay(inputs)
});