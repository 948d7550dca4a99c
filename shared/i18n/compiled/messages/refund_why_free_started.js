/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Refund_Why_Free_StartedInputs */

const en_refund_why_free_started = /** @type {(inputs: Refund_Why_Free_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The group has started and this booking was free: there is nothing to refund. To leave the group, please write to us at ${i?.contactEmail}.`)
};

const fr_refund_why_free_started = /** @type {(inputs: Refund_Why_Free_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le groupe a commencé et cette réservation était gratuite : il n'y a rien à rembourser. Pour quitter le groupe, écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "The group has started and this booking was free: there is nothing to refund. To leave the group, please write to us at {contactEmail}." |
*
* @param {Refund_Why_Free_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_free_started = /** @type {((inputs: Refund_Why_Free_StartedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Free_StartedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_free_started(inputs)
	return en_refund_why_free_started(inputs)
});