/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Refund_Why_Guarantee_OverInputs */

const en_refund_why_guarantee_over = /** @type {(inputs: Refund_Why_Guarantee_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our policy: a refund can be asked within 7 days of the first session; those 7 days are over, so nothing can be done automatically. Please write to us at ${i?.contactEmail}.`)
};

const fr_refund_why_guarantee_over = /** @type {(inputs: Refund_Why_Guarantee_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre règle : un remboursement peut être demandé dans les 7 jours qui suivent la première séance ; ces 7 jours sont passés, rien ne peut donc se faire automatiquement. Écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "Our policy: a refund can be asked within 7 days of the first session; those 7 days are over, so nothing can be done automatically. Please write to us at {con..." |
*
* @param {Refund_Why_Guarantee_OverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_guarantee_over = /** @type {((inputs: Refund_Why_Guarantee_OverInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Guarantee_OverInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_guarantee_over(inputs)
	return en_refund_why_guarantee_over(inputs)
});