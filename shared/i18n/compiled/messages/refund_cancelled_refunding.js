/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Refund_Cancelled_RefundingInputs */

const en_refund_cancelled_refunding = /** @type {(inputs: Refund_Cancelled_RefundingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is being refunded to the card you paid with. It usually reaches your account within 5 to 10 days.`)
};

const fr_refund_cancelled_refunding = /** @type {(inputs: Refund_Cancelled_RefundingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} sont en cours de remboursement sur la carte utilisée. Le montant arrive en général sous 5 à 10 jours.`)
};

/**
* | output |
* | --- |
* | "{amount} is being refunded to the card you paid with. It usually reaches your account within 5 to 10 days." |
*
* @param {Refund_Cancelled_RefundingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancelled_refunding = /** @type {((inputs: Refund_Cancelled_RefundingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Cancelled_RefundingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_cancelled_refunding(inputs)
	return en_refund_cancelled_refunding(inputs)
});