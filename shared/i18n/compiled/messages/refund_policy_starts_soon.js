/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, start: NonNullable<unknown>, days: NonNullable<unknown> }} Refund_Policy_Starts_SoonInputs */

const en_refund_policy_starts_soon = /** @type {(inputs: Refund_Policy_Starts_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This group starts in less than ${i?.hours} hours (${i?.start}). You keep your ${i?.days}-day withdrawal right: before the first session you get everything back; once sessions were held at your request, you pay only for those sessions.`)
};

const fr_refund_policy_starts_soon = /** @type {(inputs: Refund_Policy_Starts_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce groupe commence dans moins de ${i?.hours} heures (${i?.start}). Vous gardez votre droit de rétractation de ${i?.days} jours : avant la première séance, vous êtes remboursé de tout ; une fois des séances tenues à votre demande, vous ne payez que ces séances.`)
};

/**
* | output |
* | --- |
* | "This group starts in less than {hours} hours ({start}). You keep your {days}-day withdrawal right: before the first session you get everything back; once ses..." |
*
* @param {Refund_Policy_Starts_SoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_starts_soon = /** @type {((inputs: Refund_Policy_Starts_SoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_Starts_SoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_starts_soon(inputs)
	return en_refund_policy_starts_soon(inputs)
});