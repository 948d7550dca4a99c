/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_CancelledInputs */

const en_refund_cancelled = /** @type {(inputs: Refund_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking is cancelled.`)
};

const fr_refund_cancelled = /** @type {(inputs: Refund_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation est annulée.`)
};

/**
* | output |
* | --- |
* | "This booking is cancelled." |
*
* @param {Refund_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancelled = /** @type {((inputs?: Refund_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_cancelled(inputs)
	return en_refund_cancelled(inputs)
});