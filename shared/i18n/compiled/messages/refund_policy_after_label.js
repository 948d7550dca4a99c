/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Policy_After_LabelInputs */

const en_refund_policy_after_label = /** @type {(inputs: Refund_Policy_After_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After the first session`)
};

const fr_refund_policy_after_label = /** @type {(inputs: Refund_Policy_After_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après la première séance`)
};

/**
* | output |
* | --- |
* | "After the first session" |
*
* @param {Refund_Policy_After_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_after_label = /** @type {((inputs?: Refund_Policy_After_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_After_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_after_label(inputs)
	return en_refund_policy_after_label(inputs)
});