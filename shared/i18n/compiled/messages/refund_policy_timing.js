/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Refund_Policy_TimingInputs */

const en_refund_policy_timing = /** @type {(inputs: Refund_Policy_TimingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to the card you paid with, within ${i?.days} days of your request. Where two rules apply, the more generous one does.`)
};

const fr_refund_policy_timing = /** @type {(inputs: Refund_Policy_TimingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur la carte utilisée pour payer, dans les ${i?.days} jours qui suivent votre demande. Quand deux règles s'appliquent, la plus favorable l'emporte.`)
};

/**
* | output |
* | --- |
* | "to the card you paid with, within {days} days of your request. Where two rules apply, the more generous one does." |
*
* @param {Refund_Policy_TimingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_timing = /** @type {((inputs: Refund_Policy_TimingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_TimingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_timing(inputs)
	return en_refund_policy_timing(inputs)
});