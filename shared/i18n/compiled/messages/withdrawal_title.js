/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_TitleInputs */

const en_withdrawal_title = /** @type {(inputs: Withdrawal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw from a booking`)
};

const fr_withdrawal_title = /** @type {(inputs: Withdrawal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rétracter d'une réservation`)
};

/**
* | output |
* | --- |
* | "Withdraw from a booking" |
*
* @param {Withdrawal_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_title = /** @type {((inputs?: Withdrawal_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_title(inputs)
	return en_withdrawal_title(inputs)
});