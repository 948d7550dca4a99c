/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Refund_Why_Not_OnlineInputs */

const en_refund_why_not_online = /** @type {(inputs: Refund_Why_Not_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This booking was not paid on this site, so it cannot be cancelled here. Please write to us at ${i?.contactEmail}.`)
};

const fr_refund_why_not_online = /** @type {(inputs: Refund_Why_Not_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette réservation n'a pas été payée sur ce site : elle ne peut pas être annulée ici. Écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "This booking was not paid on this site, so it cannot be cancelled here. Please write to us at {contactEmail}." |
*
* @param {Refund_Why_Not_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_not_online = /** @type {((inputs: Refund_Why_Not_OnlineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Not_OnlineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_not_online(inputs)
	return en_refund_why_not_online(inputs)
});