/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Refund_Why_GuaranteeInputs */

const en_refund_why_guarantee = /** @type {(inputs: Refund_Why_GuaranteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our policy: after the first session, a family that is not satisfied may ask for a refund within 7 days. You can ask until ${i?.until}; an administrator decides and e-mails you. Your booking stays confirmed meanwhile.`)
};

const fr_refund_why_guarantee = /** @type {(inputs: Refund_Why_GuaranteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre règle : après la première séance, une famille qui n'est pas satisfaite peut demander un remboursement dans les 7 jours. Vous pouvez le demander jusqu'au ${i?.until} ; un administrateur décide et vous écrit. Votre réservation reste confirmée en attendant.`)
};

/**
* | output |
* | --- |
* | "Our policy: after the first session, a family that is not satisfied may ask for a refund within 7 days. You can ask until {until}; an administrator decides a..." |
*
* @param {Refund_Why_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_guarantee = /** @type {((inputs: Refund_Why_GuaranteeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_GuaranteeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_guarantee(inputs)
	return en_refund_why_guarantee(inputs)
});