/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Cancelled_RetryInputs */

const en_payment_cancelled_retry = /** @type {(inputs: Payment_Cancelled_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try the registration again`)
};

const fr_payment_cancelled_retry = /** @type {(inputs: Payment_Cancelled_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer l'inscription`)
};

/**
* | output |
* | --- |
* | "Try the registration again" |
*
* @param {Payment_Cancelled_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_retry = /** @type {((inputs?: Payment_Cancelled_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Cancelled_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_cancelled_retry(inputs)
	return en_payment_cancelled_retry(inputs)
});