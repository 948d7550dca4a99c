/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Refund_Guarantee_SubmitInputs */

const en_refund_guarantee_submit = /** @type {(inputs: Refund_Guarantee_SubmitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask for a refund of ${i?.amount}`)
};

const fr_refund_guarantee_submit = /** @type {(inputs: Refund_Guarantee_SubmitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demander un remboursement de ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Ask for a refund of {amount}" |
*
* @param {Refund_Guarantee_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_guarantee_submit = /** @type {((inputs: Refund_Guarantee_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Guarantee_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_guarantee_submit(inputs)
	return en_refund_guarantee_submit(inputs)
});