/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Policy_AfterInputs */

const en_refund_policy_after = /** @type {(inputs: Refund_Policy_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a family that is not satisfied may ask for a refund within 7 days. An administrator decides; an accepted request is refunded in full.`)
};

const fr_refund_policy_after = /** @type {(inputs: Refund_Policy_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une famille qui n'est pas satisfaite peut demander un remboursement dans les 7 jours. Un administrateur décide ; une demande acceptée est remboursée intégralement.`)
};

/**
* | output |
* | --- |
* | "a family that is not satisfied may ask for a refund within 7 days. An administrator decides; an accepted request is refunded in full." |
*
* @param {Refund_Policy_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_after = /** @type {((inputs?: Refund_Policy_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_after(inputs)
	return en_refund_policy_after(inputs)
});