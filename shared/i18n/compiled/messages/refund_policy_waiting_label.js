/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Policy_Waiting_LabelInputs */

const en_refund_policy_waiting_label = /** @type {(inputs: Refund_Policy_Waiting_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for a group`)
};

const fr_refund_policy_waiting_label = /** @type {(inputs: Refund_Policy_Waiting_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d'un groupe`)
};

/**
* | output |
* | --- |
* | "Waiting for a group" |
*
* @param {Refund_Policy_Waiting_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_waiting_label = /** @type {((inputs?: Refund_Policy_Waiting_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_Waiting_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_waiting_label(inputs)
	return en_refund_policy_waiting_label(inputs)
});