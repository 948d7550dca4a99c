/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Withdraw_ConfirmInputs */

const en_refund_withdraw_confirm = /** @type {(inputs: Refund_Withdraw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, withdraw`)
};

const fr_refund_withdraw_confirm = /** @type {(inputs: Refund_Withdraw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, je me rétracte`)
};

/**
* | output |
* | --- |
* | "Yes, withdraw" |
*
* @param {Refund_Withdraw_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_withdraw_confirm = /** @type {((inputs?: Refund_Withdraw_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Withdraw_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_withdraw_confirm(inputs)
	return en_refund_withdraw_confirm(inputs)
});