/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Policy_BeforeInputs */

const en_refund_policy_before = /** @type {(inputs: Refund_Policy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a family may cancel up to 48 hours before the group's first session and gets a full refund, automatically.`)
};

const fr_refund_policy_before = /** @type {(inputs: Refund_Policy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une famille peut annuler jusqu'à 48 heures avant la première séance du groupe et est remboursée intégralement, automatiquement.`)
};

/**
* | output |
* | --- |
* | "a family may cancel up to 48 hours before the group's first session and gets a full refund, automatically." |
*
* @param {Refund_Policy_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_before = /** @type {((inputs?: Refund_Policy_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_before(inputs)
	return en_refund_policy_before(inputs)
});