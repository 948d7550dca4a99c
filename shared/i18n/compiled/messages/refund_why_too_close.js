/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, contactEmail: NonNullable<unknown> }} Refund_Why_Too_CloseInputs */

const en_refund_why_too_close = /** @type {(inputs: Refund_Why_Too_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our policy: a booking can be cancelled with a full refund up to 48 hours before the group's first session (${i?.start}); that time has passed, so nothing can be done automatically. Please write to us at ${i?.contactEmail}.`)
};

const fr_refund_why_too_close = /** @type {(inputs: Refund_Why_Too_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre règle : une réservation peut être annulée avec un remboursement intégral jusqu'à 48 heures avant la première séance du groupe (${i?.start}) ; ce délai est passé, rien ne peut donc se faire automatiquement. Écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "Our policy: a booking can be cancelled with a full refund up to 48 hours before the group's first session ({start}); that time has passed, so nothing can be ..." |
*
* @param {Refund_Why_Too_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_too_close = /** @type {((inputs: Refund_Why_Too_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Too_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_too_close(inputs)
	return en_refund_why_too_close(inputs)
});