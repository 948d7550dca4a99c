/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Guarantee_Reason_LabelInputs */

const en_refund_guarantee_reason_label = /** @type {(inputs: Refund_Guarantee_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What did not work for you? (optional)`)
};

const fr_refund_guarantee_reason_label = /** @type {(inputs: Refund_Guarantee_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qu'est-ce qui n'a pas fonctionné pour vous ? (facultatif)`)
};

/**
* | output |
* | --- |
* | "What did not work for you? (optional)" |
*
* @param {Refund_Guarantee_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_guarantee_reason_label = /** @type {((inputs?: Refund_Guarantee_Reason_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Guarantee_Reason_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_guarantee_reason_label(inputs)
	return en_refund_guarantee_reason_label(inputs)
});