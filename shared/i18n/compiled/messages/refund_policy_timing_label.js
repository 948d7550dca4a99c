/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Policy_Timing_LabelInputs */

const en_refund_policy_timing_label = /** @type {(inputs: Refund_Policy_Timing_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you are refunded`)
};

const fr_refund_policy_timing_label = /** @type {(inputs: Refund_Policy_Timing_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous êtes remboursé`)
};

/**
* | output |
* | --- |
* | "How you are refunded" |
*
* @param {Refund_Policy_Timing_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_timing_label = /** @type {((inputs?: Refund_Policy_Timing_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_Timing_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_timing_label(inputs)
	return en_refund_policy_timing_label(inputs)
});