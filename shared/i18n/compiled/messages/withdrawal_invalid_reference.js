/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Invalid_ReferenceInputs */

const en_withdrawal_invalid_reference = /** @type {(inputs: Withdrawal_Invalid_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the reference from your confirmation e-mail, such as TW-123456.`)
};

const fr_withdrawal_invalid_reference = /** @type {(inputs: Withdrawal_Invalid_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la référence de votre e-mail de confirmation, par exemple TW-123456.`)
};

/**
* | output |
* | --- |
* | "Enter the reference from your confirmation e-mail, such as TW-123456." |
*
* @param {Withdrawal_Invalid_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_invalid_reference = /** @type {((inputs?: Withdrawal_Invalid_ReferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Invalid_ReferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_invalid_reference(inputs)
	return en_withdrawal_invalid_reference(inputs)
});