/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Error_Already_RequestedInputs */

const en_refund_error_already_requested = /** @type {(inputs: Refund_Error_Already_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already asked for a refund: nothing was changed.`)
};

const fr_refund_error_already_requested = /** @type {(inputs: Refund_Error_Already_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà demandé un remboursement : rien n'a été modifié.`)
};

/**
* | output |
* | --- |
* | "You have already asked for a refund: nothing was changed." |
*
* @param {Refund_Error_Already_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_already_requested = /** @type {((inputs?: Refund_Error_Already_RequestedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Error_Already_RequestedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_error_already_requested(inputs)
	return en_refund_error_already_requested(inputs)
});