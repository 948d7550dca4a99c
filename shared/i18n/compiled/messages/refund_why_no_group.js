/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Why_No_GroupInputs */

const en_refund_why_no_group = /** @type {(inputs: Refund_Why_No_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our policy: a booking still waiting for a group can be cancelled with a full refund until 48 hours before the group it is assigned to starts.`)
};

const fr_refund_why_no_group = /** @type {(inputs: Refund_Why_No_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre règle : une réservation qui attend un groupe peut être annulée avec un remboursement intégral jusqu'à 48 heures avant le début du groupe qui lui est attribué.`)
};

/**
* | output |
* | --- |
* | "Our policy: a booking still waiting for a group can be cancelled with a full refund until 48 hours before the group it is assigned to starts." |
*
* @param {Refund_Why_No_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_no_group = /** @type {((inputs?: Refund_Why_No_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_No_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_no_group(inputs)
	return en_refund_why_no_group(inputs)
});