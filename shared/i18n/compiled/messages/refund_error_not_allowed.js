/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Error_Not_AllowedInputs */

const en_refund_error_not_allowed = /** @type {(inputs: Refund_Error_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is no longer possible: nothing was changed. See below what you may do now.`)
};

const fr_refund_error_not_allowed = /** @type {(inputs: Refund_Error_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est plus possible : rien n'a été modifié. Voyez ci-dessous ce que vous pouvez faire.`)
};

/**
* | output |
* | --- |
* | "This is no longer possible: nothing was changed. See below what you may do now." |
*
* @param {Refund_Error_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_not_allowed = /** @type {((inputs?: Refund_Error_Not_AllowedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Error_Not_AllowedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_error_not_allowed(inputs)
	return en_refund_error_not_allowed(inputs)
});