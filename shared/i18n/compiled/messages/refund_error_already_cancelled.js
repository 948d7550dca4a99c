/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Error_Already_CancelledInputs */

const en_refund_error_already_cancelled = /** @type {(inputs: Refund_Error_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking is already cancelled: nothing was changed.`)
};

const fr_refund_error_already_cancelled = /** @type {(inputs: Refund_Error_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation est déjà annulée : rien n'a été modifié.`)
};

/**
* | output |
* | --- |
* | "This booking is already cancelled: nothing was changed." |
*
* @param {Refund_Error_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_already_cancelled = /** @type {((inputs?: Refund_Error_Already_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Error_Already_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_error_already_cancelled(inputs)
	return en_refund_error_already_cancelled(inputs)
});