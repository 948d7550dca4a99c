/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Refund_Why_Withdraw_Also_GuaranteeInputs */

const en_refund_why_withdraw_also_guarantee = /** @type {(inputs: Refund_Why_Withdraw_Also_GuaranteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If the workshop did not suit your teen, you may instead ask for a full refund until ${i?.until}; an administrator decides.`)
};

const fr_refund_why_withdraw_also_guarantee = /** @type {(inputs: Refund_Why_Withdraw_Also_GuaranteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si l'atelier ne convenait pas à votre adolescent, vous pouvez plutôt demander un remboursement intégral jusqu'au ${i?.until} ; un administrateur décide.`)
};

/**
* | output |
* | --- |
* | "If the workshop did not suit your teen, you may instead ask for a full refund until {until}; an administrator decides." |
*
* @param {Refund_Why_Withdraw_Also_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_withdraw_also_guarantee = /** @type {((inputs: Refund_Why_Withdraw_Also_GuaranteeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Withdraw_Also_GuaranteeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_withdraw_also_guarantee(inputs)
	return en_refund_why_withdraw_also_guarantee(inputs)
});