/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Withdraw_OpenInputs */

const en_refund_withdraw_open = /** @type {(inputs: Refund_Withdraw_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw from my booking`)
};

const fr_refund_withdraw_open = /** @type {(inputs: Refund_Withdraw_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me rétracter`)
};

/**
* | output |
* | --- |
* | "Withdraw from my booking" |
*
* @param {Refund_Withdraw_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_withdraw_open = /** @type {((inputs?: Refund_Withdraw_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Withdraw_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_withdraw_open(inputs)
	return en_refund_withdraw_open(inputs)
});