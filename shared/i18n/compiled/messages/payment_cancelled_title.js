/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Cancelled_TitleInputs */

const en_payment_cancelled_title = /** @type {(inputs: Payment_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled`)
};

const fr_payment_cancelled_title = /** @type {(inputs: Payment_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé`)
};

/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Payment_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_title = /** @type {((inputs?: Payment_Cancelled_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Cancelled_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_cancelled_title(inputs)
	return en_payment_cancelled_title(inputs)
});