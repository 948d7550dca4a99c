/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Refund_Policy_Withdrawal_LabelInputs */

const en_refund_policy_withdrawal_label = /** @type {(inputs: Refund_Policy_Withdrawal_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.days} days of booking`)
};

const fr_refund_policy_withdrawal_label = /** @type {(inputs: Refund_Policy_Withdrawal_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans les ${i?.days} jours qui suivent la réservation`)
};

/**
* | output |
* | --- |
* | "Within {days} days of booking" |
*
* @param {Refund_Policy_Withdrawal_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_withdrawal_label = /** @type {((inputs: Refund_Policy_Withdrawal_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_Withdrawal_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_withdrawal_label(inputs)
	return en_refund_policy_withdrawal_label(inputs)
});