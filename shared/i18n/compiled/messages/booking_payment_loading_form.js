/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Payment_Loading_FormInputs */

const en_booking_payment_loading_form = /** @type {(inputs: Booking_Payment_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the secure payment form...`)
};

const fr_booking_payment_loading_form = /** @type {(inputs: Booking_Payment_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire de paiement sécurisé...`)
};

/**
* | output |
* | --- |
* | "Loading the secure payment form..." |
*
* @param {Booking_Payment_Loading_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_loading_form = /** @type {((inputs?: Booking_Payment_Loading_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_Loading_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_payment_loading_form(inputs)
	return en_booking_payment_loading_form(inputs)
});