/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, hours: NonNullable<unknown> }} Refund_Policy_BeforeInputs */

const en_refund_policy_before = /** @type {(inputs: Refund_Policy_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`after the ${i?.days} days, a family may still cancel up to ${i?.hours} hours before the group's first session and gets a full refund, automatically.`)
};

const fr_refund_policy_before = /** @type {(inputs: Refund_Policy_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`passé ces ${i?.days} jours, une famille peut encore annuler jusqu'à ${i?.hours} heures avant la première séance du groupe et est remboursée intégralement, automatiquement.`)
};

/**
* | output |
* | --- |
* | "after the {days} days, a family may still cancel up to {hours} hours before the group's first session and gets a full refund, automatically." |
*
* @param {Refund_Policy_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_before = /** @type {((inputs: Refund_Policy_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_before(inputs)
	return en_refund_policy_before(inputs)
});