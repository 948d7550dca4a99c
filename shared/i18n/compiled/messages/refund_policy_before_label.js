/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Policy_Before_LabelInputs */

const en_refund_policy_before_label = /** @type {(inputs: Refund_Policy_Before_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before the start`)
};

const fr_refund_policy_before_label = /** @type {(inputs: Refund_Policy_Before_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avant le début`)
};

/**
* | output |
* | --- |
* | "Before the start" |
*
* @param {Refund_Policy_Before_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_before_label = /** @type {((inputs?: Refund_Policy_Before_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_Before_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_before_label(inputs)
	return en_refund_policy_before_label(inputs)
});