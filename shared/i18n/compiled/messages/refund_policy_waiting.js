/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Refund_Policy_WaitingInputs */

const en_refund_policy_waiting = /** @type {(inputs: Refund_Policy_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a booking not yet assigned to a group can be cancelled with a full refund until ${i?.hours} hours before the group it is assigned to starts.`)
};

const fr_refund_policy_waiting = /** @type {(inputs: Refund_Policy_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`une réservation pas encore placée dans un groupe peut être annulée avec un remboursement intégral jusqu'à ${i?.hours} heures avant le début du groupe dans lequel elle est placée.`)
};

/**
* | output |
* | --- |
* | "a booking not yet assigned to a group can be cancelled with a full refund until {hours} hours before the group it is assigned to starts." |
*
* @param {Refund_Policy_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_waiting = /** @type {((inputs: Refund_Policy_WaitingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Policy_WaitingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_policy_waiting(inputs)
	return en_refund_policy_waiting(inputs)
});