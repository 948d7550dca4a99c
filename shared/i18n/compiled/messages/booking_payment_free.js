/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_FreeInputs */

const en_booking_payment_free = /** @type {(inputs: Booking_Payment_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your discount code covers the full price, so no card is needed. Confirm to book your teen's place.`)
};

const fr_booking_payment_free = /** @type {(inputs: Booking_Payment_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre code de réduction couvre la totalité du prix : aucune carte n'est nécessaire. Confirmez pour réserver la place de votre adolescent.`)
};

/**
* | output |
* | --- |
* | "Your discount code covers the full price, so no card is needed. Confirm to book your teen's place." |
*
* @param {Booking_Payment_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_free = /** @type {((inputs?: Booking_Payment_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_free(inputs)
	return en_booking_payment_free(inputs)
});