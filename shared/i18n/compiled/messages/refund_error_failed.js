/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Refund_Error_FailedInputs */

const en_refund_error_failed = /** @type {(inputs: Refund_Error_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Something went wrong and nothing was changed. Please try again, or write to us at ${i?.contactEmail}.`)
};

const fr_refund_error_failed = /** @type {(inputs: Refund_Error_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un problème est survenu et rien n'a été modifié. Réessayez, ou écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "Something went wrong and nothing was changed. Please try again, or write to us at {contactEmail}." |
*
* @param {Refund_Error_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_failed = /** @type {((inputs: Refund_Error_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Error_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_error_failed(inputs)
	return en_refund_error_failed(inputs)
});