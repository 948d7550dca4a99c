/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Refund_Policy_AfterInputs */

const en_refund_policy_after = /** @type {(inputs: Refund_Policy_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a family that is not satisfied may ask for a refund within ${i?.days} days of the first session. An administrator decides; an accepted request is refunded in full.`)
};

const fr_refund_policy_after = /** @type {(inputs: Refund_Policy_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`une famille qui n'est pas satisfaite peut demander un remboursement dans les ${i?.days} jours qui suivent la première séance. Un administrateur décide ; une demande acceptée est remboursée intégralement.`)
};

/**
* | output |
* | --- |
* | "a family that is not satisfied may ask for a refund within {days} days of the first session. An administrator decides; an accepted request is refunded in full." |
*
* @param {Refund_Policy_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_after = /** @type {((inputs: Refund_Policy_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_after(inputs)
	return en_refund_policy_after(inputs)
});