/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Amount_PaidInputs */

const en_productivity_success_amount_paid = /** @type {(inputs: Productivity_Success_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

const fr_productivity_success_amount_paid = /** @type {(inputs: Productivity_Success_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant payé`)
};

/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Productivity_Success_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_amount_paid = /** @type {((inputs?: Productivity_Success_Amount_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Amount_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_amount_paid(inputs)
	return en_productivity_success_amount_paid(inputs)
});