/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Policy_HeadingInputs */

const en_refund_policy_heading = /** @type {(inputs: Refund_Policy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund policy`)
};

const fr_refund_policy_heading = /** @type {(inputs: Refund_Policy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions de remboursement`)
};

/**
* | output |
* | --- |
* | "Refund policy" |
*
* @param {Refund_Policy_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_heading = /** @type {((inputs?: Refund_Policy_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_heading(inputs)
	return en_refund_policy_heading(inputs)
});