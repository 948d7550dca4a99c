/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ withdrawalDays: NonNullable<unknown>, hours: NonNullable<unknown>, guaranteeDays: NonNullable<unknown> }} Refund_Policy_SummaryInputs */

const en_refund_policy_summary = /** @type {(inputs: Refund_Policy_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.withdrawalDays}-day withdrawal right from booking; full refund up to ${i?.hours} hours before the first session; after the first session, ask for a refund within ${i?.guaranteeDays} days.`)
};

const fr_refund_policy_summary = /** @type {(inputs: Refund_Policy_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Droit de rétractation de ${i?.withdrawalDays} jours après la réservation ; remboursement intégral jusqu'à ${i?.hours} heures avant la première séance ; après la première séance, remboursement sur demande dans les ${i?.guaranteeDays} jours.`)
};

/**
* | output |
* | --- |
* | "{withdrawalDays}-day withdrawal right from booking; full refund up to {hours} hours before the first session; after the first session, ask for a refund withi..." |
*
* @param {Refund_Policy_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_summary = /** @type {((inputs: Refund_Policy_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_summary(inputs)
	return en_refund_policy_summary(inputs)
});