/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Refund_PromiseInputs */

const en_productivity_refund_promise = /** @type {(inputs: Productivity_Refund_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full refund if unsatisfied after the first session`)
};

const fr_productivity_refund_promise = /** @type {(inputs: Productivity_Refund_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement intégral si vous n'êtes pas satisfait après la première séance`)
};

/**
* | output |
* | --- |
* | "Full refund if unsatisfied after the first session" |
*
* @param {Productivity_Refund_PromiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_refund_promise = /** @type {((inputs?: Productivity_Refund_PromiseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Refund_PromiseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_refund_promise(inputs)
	return en_productivity_refund_promise(inputs)
});