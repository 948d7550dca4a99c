/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Error_Reason_Too_LongInputs */

const en_refund_error_reason_too_long = /** @type {(inputs: Refund_Error_Reason_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please keep your reason under 1,000 characters.`)
};

const fr_refund_error_reason_too_long = /** @type {(inputs: Refund_Error_Reason_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message doit faire moins de 1 000 caractères.`)
};

/**
* | output |
* | --- |
* | "Please keep your reason under 1,000 characters." |
*
* @param {Refund_Error_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_reason_too_long = /** @type {((inputs?: Refund_Error_Reason_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Error_Reason_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_error_reason_too_long(inputs)
	return en_refund_error_reason_too_long(inputs)
});