/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Cancelled_WorkshopsInputs */

const en_payment_cancelled_workshops = /** @type {(inputs: Payment_Cancelled_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all workshops`)
};

const fr_payment_cancelled_workshops = /** @type {(inputs: Payment_Cancelled_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir tous les ateliers`)
};

/**
* | output |
* | --- |
* | "See all workshops" |
*
* @param {Payment_Cancelled_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_workshops = /** @type {((inputs?: Payment_Cancelled_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Cancelled_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_cancelled_workshops(inputs)
	return en_payment_cancelled_workshops(inputs)
});