/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Refund_Policy_ShortInputs */

const en_refund_policy_short = /** @type {(inputs: Refund_Policy_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days}-day withdrawal right`)
};

const fr_refund_policy_short = /** @type {(inputs: Refund_Policy_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Droit de rétractation de ${i?.days} jours`)
};

/**
* | output |
* | --- |
* | "{days}-day withdrawal right" |
*
* @param {Refund_Policy_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_short = /** @type {((inputs: Refund_Policy_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_short(inputs)
	return en_refund_policy_short(inputs)
});