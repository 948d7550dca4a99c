/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Refund_Policy_WithdrawalInputs */

const en_refund_policy_withdrawal = /** @type {(inputs: Refund_Policy_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`you may withdraw without giving a reason. Before the first session you get everything back. If you asked for the workshop to start within those ${i?.days} days and sessions were held, you pay only for those sessions, pro rata, and get the rest back; without that request you get everything back.`)
};

const fr_refund_policy_withdrawal = /** @type {(inputs: Refund_Policy_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`vous pouvez vous rétracter sans donner de motif. Avant la première séance, vous êtes remboursé de tout. Si vous avez demandé que l'atelier commence pendant ces ${i?.days} jours et que des séances ont eu lieu, vous ne payez que ces séances, au prorata, et êtes remboursé du reste ; sans cette demande, vous êtes remboursé de tout.`)
};

/**
* | output |
* | --- |
* | "you may withdraw without giving a reason. Before the first session you get everything back. If you asked for the workshop to start within those {days} days a..." |
*
* @param {Refund_Policy_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_withdrawal = /** @type {((inputs: Refund_Policy_WithdrawalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_WithdrawalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_withdrawal(inputs)
	return en_refund_policy_withdrawal(inputs)
});